import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n';
import type { Course } from '@/store/models';
import type { VideoRef } from '../courseOutline';
import { isIntroOnly, lessonHeading } from '../playingLesson';
import { lessonPlace, type LessonExtra } from '../viewerExtras';

interface LessonDetailsProps {
  course: Course;
  current: VideoRef | undefined;
  /** What the page adds under the playing lesson's description, from its place. */
  lessonExtra?: LessonExtra;
}

/** Under the player: what is playing, its chapter and description, and what the page adds. */
export function LessonDetails({ course, current, lessonExtra }: LessonDetailsProps) {
  const { t } = useTranslation('learning');
  const isIntro = isIntroOnly(course);
  const heading = lessonHeading(course, current, {
    title: t('viewer.introTitle'),
    defaultDescription: t('viewer.introDefaultDescription'),
  });
  return (
    <Box sx={{ mt: 2 }}>
      {heading.title && (
        <Typography variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' } }}>
          {heading.title}
        </Typography>
      )}
      {heading.chapter && (
        <Typography variant="h3" component="p" sx={{ mt: 1, fontSize: '1.125rem', color: 'primary.dark' }}>
          {heading.chapter}
        </Typography>
      )}
      {heading.description && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {heading.description}
        </Typography>
      )}
      {lessonExtra && current && !isIntro && <Box sx={{ mt: 2 }}>{lessonExtra(lessonPlace(course._id, current))}</Box>}
    </Box>
  );
}
