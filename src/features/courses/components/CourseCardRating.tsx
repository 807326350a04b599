import StarIcon from '@mui/icons-material/Star';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { useTranslation } from '@/i18n';
import { shownRating } from '../courseRating';

/** "★ 4.7 (3)" when the course list carries the course's ratings; nothing otherwise. */
export function CourseCardRating({ average, count }: { average?: number; count?: number }) {
  const { t } = useTranslation('courses');
  const shown = shownRating(average, count);
  if (shown === null) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      sx={{ ml: 'auto', display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'center' }}
    >
      <StarIcon aria-hidden sx={{ fontSize: 18, color: 'brand.accent' }} />
      <span aria-hidden>{`${shown} (${count})`}</span>
      <VisuallyHidden>{t('card.rated', { rating: shown, count })}</VisuallyHidden>
    </Typography>
  );
}
