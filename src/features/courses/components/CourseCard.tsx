import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LanguageIcon from '@mui/icons-material/Language';
import StarIcon from '@mui/icons-material/Star';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { useLocale, useTranslation } from '@/i18n';
import { formatINR } from '@/lib/format';
import type { Course } from '@/store/models';
import { clamp, SLOT } from '../courseCardLayout';
import { durationLabel, languageLabel } from '../courseLabels';
import { courseLanguage, givenTitle } from '../courseMedia';
import { CourseCardAction } from './CourseCardAction';
import { CourseCardFrame } from './CourseCardFrame';
import { CourseCardRating } from './CourseCardRating';
import { CourseImage } from './CourseImage';

export { cardBlankRule, CourseCardBlank } from './CourseCardBlank';
export { CourseCardSkeleton } from './CourseCardSkeleton';

interface CourseCardProps {
  course: Course;
  owned: boolean;
}

/**
 * A course in the list. Its picture loads lazily: the list starts below the page's banner, slider
 * and filters, and a picture loaded eagerly would be preloaded in the head by the server render,
 * sharing a slow link with the page's scripts.
 */
export function CourseCard({ course, owned }: CourseCardProps) {
  const { t } = useTranslation('courses');
  const locale = useLocale();
  const titleId = useId();
  const title = givenTitle(course) || t('untitled');
  return (
    <CourseCardFrame
      labelledBy={titleId}
      media={
        <>
          <CourseImage src={course.thumbnail} alt={t('thumbnailAlt', { title })} />
          {course.featured && (
            <Chip
              icon={<StarIcon aria-hidden />}
              label={t('card.featured')}
              size="small"
              sx={{
                position: 'absolute',
                top: 12,
                left: 12,
                bgcolor: 'brand.accent',
                color: 'brand.onAccent',
                '& .MuiChip-icon': { color: 'brand.onAccent' },
              }}
            />
          )}
        </>
      }
      title={
        <Typography id={titleId} variant="h4" component="h2" sx={clamp(2, SLOT.title)}>
          {title}
        </Typography>
      }
      tags={
        <>
          <Chip
            size="small"
            variant="outlined"
            icon={<LanguageIcon aria-hidden />}
            label={languageLabel(t, courseLanguage(course.language))}
          />
          {course.duration && (
            <Chip
              size="small"
              variant="outlined"
              icon={<AccessTimeIcon aria-hidden />}
              label={durationLabel(t, course.duration)}
            />
          )}
        </>
      }
      description={
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: '20px', ...clamp(3, SLOT.description) }}>
          {course.shortDescription}
        </Typography>
      }
      price={
        <>
          <VisuallyHidden>{t('card.price')}</VisuallyHidden>
          <Typography variant="h4" component="span" sx={{ color: 'primary.main' }}>
            {formatINR(course.discountPrice, locale)}
          </Typography>
          {course.actualPrice > course.discountPrice && (
            <>
              <VisuallyHidden>{t('originalPrice')}</VisuallyHidden>
              <Typography component="del" color="text.secondary">
                {formatINR(course.actualPrice, locale)}
              </Typography>
            </>
          )}
          <CourseCardRating average={course.averageRating} count={course.ratingCount} />
        </>
      }
      action={<CourseCardAction courseId={course._id} owned={owned} titleId={titleId} />}
    />
  );
}
