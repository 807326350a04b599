import CloseIcon from '@mui/icons-material/Close';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { useLocale, useTranslation } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { passed } from '../scoring';
import { useQuizFiles } from '../useQuizFiles';
import { QuizRunner } from './QuizRunner';

export interface ChapterQuizProps {
  courseId: string;
  chapterIndex: number;
  /** In the outline (compact), or under the player after the chapter's last lesson. */
  place: 'outline' | 'chapterEnd';
  /** The learner's best score in this chapter's quiz, in per cent, if they have taken it. */
  best: number | undefined;
  /** Keeps a score the learner has just made in a chapter's quiz. */
  onScored: (chapter: number, percent: number) => void;
  /** Where a chapter's lessons are, for the result's "watch again". */
  lessonHref?: (chapter: number) => string;
}

/** "Check your understanding" for a chapter: its best score so far, and the quiz in a dialog. */
export default function ChapterQuiz({ courseId, chapterIndex, place, best, onScored, lessonHref }: ChapterQuizProps) {
  const { t } = useTranslation('quiz');
  const locale = useLocale();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  // A quiz answered in part is not closed by a stray Esc: leaving asks first, and what was
  // answered stays (the dialog keeps the quiz mounted) to go on with when it is opened again.
  const [underWay, setUnderWay] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => (underWay ? setAsking(true) : setOpen(false));
  // The file is asked for when the quiz first opens; it is small and comes once.
  const [asked, setAsked] = useState(false);
  const { files, failed, retry } = useQuizFiles(asked ? [courseId] : []);
  const file = files?.[courseId];
  const openQuiz = () => {
    setAsked(true);
    setOpen(true);
  };
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
          <Button variant="contained" startIcon={<QuizIcon aria-hidden />} onClick={openQuiz}>
            {t('check')}
          </Button>
          {score}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<QuizIcon aria-hidden />}
            onClick={openQuiz}
            aria-label={t('checkChapter', { n })}
          >
            {t('check')}
          </Button>
          {score}
        </Box>
      )}
      <Dialog
        open={open}
        onClose={close}
        keepMounted={asked}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {t('dialogTitle', { n })}
          <IconButton aria-label={t('close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ minHeight: 320 }}>
          {failed ? (
            <ErrorState message={t('loadFailed')} onRetry={retry} />
          ) : files === undefined ? (
            <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', placeItems: 'center', minHeight: 280 }}>
              <CircularProgress aria-hidden />
            </Box>
          ) : file?.chapters[chapterIndex] ? (
            <QuizRunner
              courseId={courseId}
              file={file}
              chapterIndex={chapterIndex}
              onScored={onScored}
              onClose={() => setOpen(false)}
              onUnderWay={setUnderWay}
              lessonHref={lessonHref}
            />
          ) : (
            <Alert severity="info">{t('loadFailed')}</Alert>
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`${titleId}-leave`}>
        <DialogTitle id={`${titleId}-leave`}>{t('leaveTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('leaveBody')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setAsking(false);
              setOpen(false);
            }}
          >
            {t('leave')}
          </Button>
          <Button variant="contained" onClick={() => setAsking(false)}>
            {t('keepGoing')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
