import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { practiceSetPath } from '@/config/paths';
import { Link as RouterLink, useLanguage, useTranslation } from '@/i18n';
import { marketNames } from '../format';
import { practiceSets } from '../sets';
import { ContinuePractice } from './ContinuePractice';
import { Journal } from './Journal';
import { SetSource } from './SetSource';

/** /practice: the practice charts, each with the lesson it belongs to, and the learner's journal. */
export function PracticeHome() {
  const { t } = useTranslation('practice');
  const lang = useLanguage();
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
          {t('home.title')}
        </Typography>
        <Typography color="text.secondary">{t('home.intro')}</Typography>
      </Box>
      <ContinuePractice />
      <Box component="section" aria-labelledby="practice-sets-heading">
        <Typography id="practice-sets-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {t('home.setsHeading')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {practiceSets().map((set) => (
            <Card component="li" key={set.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
                <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
                  {set.title[lang]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${marketNames(set, lang).instrument} · ${marketNames(set, lang).exchange} · ${t(`timeframe.${set.timeframe}`)}`}
                </Typography>
                {set.lesson && (
                  <Typography variant="body2">{t('home.forLesson', { lesson: set.lesson.title })}</Typography>
                )}
                <SetSource source={set.source} compact />
              </CardContent>
              <CardActions>
                <Button
                  component={RouterLink}
                  to={practiceSetPath(set.id)}
                  variant="contained"
                  aria-label={t('home.openLabel', { title: set.title[lang] })}
                >
                  {t('home.open')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      </Box>
      <Journal />
    </Box>
  );
}
