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

/** On a phone the three share one row: the arrows go without their words (their names stay). */
const wideOnly = { display: { xs: 'none', sm: 'inline' } } as const;
const arrowSx = {
  minWidth: 48,
  '& .MuiButton-startIcon, & .MuiButton-endIcon': { mx: { xs: 0 } },
  '@media (min-width: 600px)': {
    '& .MuiButton-startIcon': { mr: 1, ml: -0.5 },
    '& .MuiButton-endIcon': { ml: 1, mr: -0.5 },
  },
} as const;

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
      sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', mt: 1.5 }}
    >
      <Button
        variant="outlined"
        startIcon={<NavigateBeforeIcon aria-hidden />}
        disabled={!previous}
        onClick={() => previous && onGo(previous)}
        aria-label={
          previous ? t('lessonNav.previousLessonNamed', { title: previous.video.title }) : t('lessonNav.previousLesson')
        }
        sx={arrowSx}
      >
        <Box component="span" sx={wideOnly}>
          {t('lessonNav.previous')}
        </Box>
      </Button>
      <Button
        variant={completed ? 'contained' : 'outlined'}
        color={completed ? 'success' : 'primary'}
        startIcon={completed ? <CheckCircleIcon aria-hidden /> : <RadioButtonUncheckedIcon aria-hidden />}
        onClick={onToggleComplete}
        sx={{ mx: 'auto' }}
      >
        {completed ? t('lessonNav.completed') : t('lessonNav.markComplete')}
      </Button>
      <Button
        variant="contained"
        endIcon={<NavigateNextIcon aria-hidden />}
        disabled={!next}
        onClick={() => next && onGo(next)}
        aria-label={next ? t('lessonNav.nextLessonNamed', { title: next.video.title }) : t('lessonNav.nextLesson')}
        sx={arrowSx}
      >
        <Box component="span" sx={wideOnly}>
          {t('lessonNav.nextLesson')}
        </Box>
      </Button>
    </Box>
  );
}
