import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LanguageIcon from '@mui/icons-material/Language';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { COURSE_LIST } from '@/config/constants';
import { courseViewerPath, viewCoursePath } from '@/config/paths';
import { Link as RouterLink, useLocale, useTranslation } from '@/i18n';
import { formatINR } from '@/lib/format';
import type { Course } from '@/store/models';
import { durationLabel, languageLabel } from '../courseLabels';
import { courseLanguage, givenTitle } from '../courseMedia';
import { CourseImage } from './CourseImage';

/**
 * Every slot of the card has a fixed height, and the skeleton card uses the same slots, so the
 * grid does not move when the courses replace the skeletons (CLS 0).
 */
const SLOT = {
  title: 52,
  tags: 24,
  description: 60,
  price: 32,
  action: 42,
} as const;

/** Padding around the slots and the gaps between them (px): the card's body is a fixed height. */
const BODY_PADDING = 16;
const SLOT_GAP = 12;
const BODY_HEIGHT =
  Object.values(SLOT).reduce((sum, height) => sum + height, 0) +
  SLOT_GAP * (Object.keys(SLOT).length - 1) +
  2 * BODY_PADDING;

const clamp = (lines: number, height: number) =>
  ({
    height,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
  }) as const;

const cardSx = {
  width: '100%',
  maxWidth: COURSE_LIST.cardWidth,
  justifySelf: 'center',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
} as const;

const pulse = keyframes({ '50%': { opacity: 0.45 } });

/**
 * The loading card pulses as a whole, and its bars are plain spans styled by this one rule: six
 * cards of MUI Skeletons were 54 styled, separately animated components to render and restyle
 * on every visit to the list.
 */
const busyCardSx = {
  ...cardSx,
  animation: `${pulse} 1.5s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  '& [data-bar]': { display: 'block', bgcolor: 'brand.skeleton', borderRadius: '4px' },
} as const;

interface FrameProps {
  labelledBy?: string;
  media: ReactNode;
  title: ReactNode;
  tags: ReactNode;
  description: ReactNode;
  price: ReactNode;
  action: ReactNode;
  busy?: boolean;
}

function CardFrame({ labelledBy, media, title, tags, description, price, action, busy }: FrameProps) {
  return (
    <Card
      component="article"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      sx={busy ? busyCardSx : cardSx}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', width: '100%' }}>{media}</Box>
      <Stack spacing={`${SLOT_GAP}px`} sx={{ p: `${BODY_PADDING}px` }}>
        <Box sx={{ height: SLOT.title }}>{title}</Box>
        <Box sx={{ height: SLOT.tags, display: 'flex', gap: 1 }}>{tags}</Box>
        <Box sx={{ height: SLOT.description }}>{description}</Box>
        <Box sx={{ height: SLOT.price, display: 'flex', alignItems: 'baseline', gap: 1.5 }}>{price}</Box>
        <Box sx={{ height: SLOT.action }}>{action}</Box>
      </Stack>
    </Card>
  );
}

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
    <CardFrame
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
          <CardRating average={course.averageRating} count={course.ratingCount} />
        </>
      }
      action={
        owned ? (
          // The disabled button says why there is nothing to buy; the link beside it is the way on.
          <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
            <Button variant="contained" disabled sx={{ flex: 1, height: SLOT.action, px: 1 }}>
              {t('card.purchased')}
            </Button>
            <Button
              component={RouterLink}
              to={courseViewerPath(course._id)}
              variant="outlined"
              aria-describedby={titleId}
              sx={{ flex: 1, height: SLOT.action, px: 1 }}
            >
              {t('card.goToCourse')}
            </Button>
          </Stack>
        ) : (
          <Button
            component={RouterLink}
            to={viewCoursePath(course._id)}
            variant="contained"
            fullWidth
            aria-describedby={titleId}
            sx={{ height: SLOT.action }}
          >
            {t('card.viewDetails')}
          </Button>
        )
      }
    />
  );
}

/** "★ 4.7 (3)" when the course list carries the course's ratings; nothing otherwise. */
function CardRating({ average, count }: { average?: number; count?: number }) {
  const { t } = useTranslation('courses');
  if (typeof average !== 'number' || !Number.isFinite(average) || !count) return null;
  const shown = average.toFixed(1);
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

/**
 * A blank the size and outline of a card, for the moment before the cards render. A list of them
 * is plain elements styled by this one rule on their grid, so it costs next to nothing to render.
 */
export const cardBlankRule = {
  '& > [data-card-blank]': {
    ...cardSx,
    border: 1,
    borderColor: 'brand.border',
    borderRadius: 1,
    bgcolor: 'background.paper',
    pb: `${BODY_HEIGHT}px`,
    '& > div': { aspectRatio: '16 / 9' },
  },
} as const;

export function CourseCardBlank() {
  return (
    <div data-card-blank>
      <div />
    </div>
  );
}

/** A placeholder bar of the loading card (styled by busyCardSx). */
function Bar({
  width = '100%',
  height,
  radius,
}: {
  width?: number | string;
  height: number | string;
  radius?: number;
}) {
  return <span data-bar style={{ width, height, borderRadius: radius }} />;
}

/** The loading stand-in: the same frame, slot for slot. */
export function CourseCardSkeleton() {
  return (
    <CardFrame
      busy
      media={<Bar height="100%" radius={0} />}
      title={<Bar width="80%" height={18} />}
      tags={
        <>
          <Bar width={110} height={SLOT.tags} />
          <Bar width={80} height={SLOT.tags} />
        </>
      }
      description={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, paddingTop: 4 }}>
          <Bar height={12} />
          <Bar height={12} />
          <Bar width="60%" height={12} />
        </div>
      }
      price={<Bar width={120} height={20} />}
      action={<Bar height={SLOT.action} radius={999} />}
    />
  );
}
