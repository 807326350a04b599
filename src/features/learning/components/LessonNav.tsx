import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n';
import type { VideoRef } from '../courseOutline';

interface LessonNavProps {
  previous?: VideoRef;
  next?: VideoRef;
  completed: boolean;
  onToggleComplete: () => void;
  onGo: (lesson: VideoRef) => void;
}

/**
 * Under the player: the lesson before and after (across chapters; disabled at the ends, named by
 * the lesson they open), and a completion toggle for when the player's ended event never comes.
 */
export function LessonNav({ previous, next, completed, onToggleComplete, onGo }: LessonNavProps) {
  const { t } = useTranslation('learning');
  return (
    <Box
      component="nav"
      aria-label={t('lessonNav.label')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}
    >
      <Button
        variant="outlined"
        startIcon={<NavigateBeforeIcon aria-hidden />}
        disabled={!previous}
        onClick={() => previous && onGo(previous)}
        aria-label={
          previous ? t('lessonNav.previousLessonNamed', { title: previous.video.title }) : t('lessonNav.previousLesson')
        }
      >
        {t('lessonNav.previous')}
      </Button>
      <Button
        variant={completed ? 'contained' : 'outlined'}
        color={completed ? 'success' : 'primary'}
        startIcon={completed ? <CheckCircleIcon aria-hidden /> : <RadioButtonUncheckedIcon aria-hidden />}
        onClick={onToggleComplete}
        sx={{ mx: { sm: 'auto' } }}
      >
        {completed ? t('lessonNav.completed') : t('lessonNav.markComplete')}
      </Button>
      <Button
        variant="contained"
        endIcon={<NavigateNextIcon aria-hidden />}
        disabled={!next}
        onClick={() => next && onGo(next)}
        aria-label={next ? t('lessonNav.nextLessonNamed', { title: next.video.title }) : t('lessonNav.nextLesson')}
        sx={{ ml: { xs: 'auto', sm: 0 } }}
      >
        {t('lessonNav.nextLesson')}
      </Button>
    </Box>
  );
}
