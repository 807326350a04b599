import CloseIcon from '@mui/icons-material/Close';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useLocale, useTranslation } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { loadCourseQuiz } from '../content';
import type { QuizFile } from '../schema';
import { passed } from '../scoring';
import { QuizRunner } from './QuizRunner';

type Loaded = { status: 'loading' } | { status: 'ready'; file: QuizFile | null } | { status: 'failed' };

function useCourseQuiz(courseId: string, wanted: boolean): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadCourseQuiz(courseId).then(
      (file) => live && setLoaded({ status: 'ready', file }),
      () => live && setLoaded({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [courseId, wanted, attempt]);
  const again = () => {
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [loaded, again];
}

export interface ChapterQuizProps {
  courseId: string;
  chapterIndex: number;
  /** In the outline (compact), or under the player after the chapter's last lesson. */
  place: 'outline' | 'chapterEnd';
  /** The learner's best score in this chapter's quiz, in per cent, if they have taken it. */
  best: number | undefined;
  /** Keeps a score the learner has just made in a chapter's quiz. */
  onScored: (chapter: number, percent: number) => void;
}

/** "Check your understanding" for a chapter: its best score so far, and the quiz in a dialog. */
export default function ChapterQuiz({ courseId, chapterIndex, place, best, onScored }: ChapterQuizProps) {
  const { t } = useTranslation('quiz');
  const locale = useLocale();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  // The file is asked for when the quiz first opens; it is small and comes once.
  const [loaded, retry] = useCourseQuiz(courseId, open);
  const n = formatNumber(chapterIndex + 1, locale);
  const titleId = `quiz-${chapterIndex}-${place}-title`;

  const score =
    best === undefined ? null : (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {t('best', { percent: formatNumber(best, locale) })}
        {passed(best) ? ` · ${t('passedMark')}` : ''}
      </Typography>
    );

  return (
    <>
      {place === 'chapterEnd' ? (
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography sx={{ mb: 1 }}>{t('endOfChapter')}</Typography>
          <Button variant="contained" startIcon={<QuizIcon aria-hidden />} onClick={() => setOpen(true)}>
            {t('check')}
          </Button>
          {score}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<QuizIcon aria-hidden />}
            onClick={() => setOpen(true)}
            aria-label={t('checkChapter', { n })}
          >
            {t('check')}
          </Button>
          {score}
        </Box>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {t('dialogTitle', { n })}
          <IconButton
            aria-label={t('close')}
            onClick={() => setOpen(false)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ minHeight: 320 }}>
          {loaded.status === 'loading' && (
            <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 280 }}>
              <CircularProgress aria-hidden />
            </Box>
          )}
          {loaded.status === 'failed' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  {t('retry')}
                </Button>
              }
            >
              {t('loadFailed')}
            </Alert>
          )}
          {loaded.status === 'ready' &&
            (loaded.file?.chapters[chapterIndex] ? (
              <QuizRunner
                courseId={courseId}
                file={loaded.file}
                chapterIndex={chapterIndex}
                onScored={onScored}
                onClose={() => setOpen(false)}
              />
            ) : (
              <Alert severity="info">{t('loadFailed')}</Alert>
            ))}
        </DialogContent>
      </Dialog>
    </>
  );
}
