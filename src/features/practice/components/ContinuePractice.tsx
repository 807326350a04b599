import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { practiceSetPath } from '@/config/paths';
import { Link as RouterLink, useLanguage, useTranslation } from '@/i18n';
import { useLastPracticeSession } from '@/learner';
import { practiceSets } from '../sets';

/** "Continue where you left off": the set the learner replayed last, with a link back into it. */
export function ContinuePractice() {
  const { t } = useTranslation('practice');
  const lang = useLanguage();
  const last = useLastPracticeSession();
  const set = last && practiceSets().find((item) => item.id === last.setId);
  if (!last || !set) return null;
  return (
    <Alert
      severity="info"
      variant="outlined"
      component="section"
      // A standing offer, not news: a region, not MUI's default alert.
      role="region"
      aria-label={t('home.continueHeading')}
      action={
        <Button component={RouterLink} to={practiceSetPath(set.id)} color="inherit" variant="outlined">
          {t('home.continue')}
        </Button>
      }
    >
      <strong>{t('home.continueHeading')}: </strong>
      {last.open
        ? t('home.continueOpen', { title: set.title[lang], number: last.position + 1 })
        : t('home.continueAt', { title: set.title[lang], number: last.position + 1 })}
    </Alert>
  );
}
