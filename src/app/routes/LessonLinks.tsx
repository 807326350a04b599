import ShowChartIcon from '@mui/icons-material/ShowChart';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LessonPlace } from '@/features/learning/components/CourseViewer';
import { lessonPracticePath } from '@/features/practice/lessonPractice';
import { LessonTools } from '@/features/tools/components/LessonTools';
import { Link, useTranslation } from '@/i18n';

/** Under the playing lesson: its practice chart in the trading lab and the calculators it uses. */
export function LessonLinks({ courseId, chapterIndex, videoIndex }: LessonPlace) {
  const { t } = useTranslation('learning');
  const practice = lessonPracticePath(courseId, chapterIndex, videoIndex);
  return (
    <Stack spacing={1}>
      {practice && (
        <Button
          component={Link}
          to={practice}
          size="small"
          variant="outlined"
          startIcon={<ShowChartIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('viewer.practise')}
        </Button>
      )}
      <LessonTools courseId={courseId} chapterIndex={chapterIndex} lessonIndex={videoIndex} />
    </Stack>
  );
}
