import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslation } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { parseTypedNumber } from '@/lib/typedNumber';
import { errorMessage } from '@/store/apiError';
import { attemptReducer, rightCount, startAttempt, underWay } from '../attempt';
import type { QuizQuestions } from '../grading';
import { useQuizRecorder } from '../learnerQuiz';
import { keyText } from '../quizText';
import type { QuizLanguage } from '../schema';
import { passed, retryOrder, scorePercent, type Response } from '../scoring';
import { useGrader } from '../useGrader';
import { QuestionView } from './QuestionView';
import { QuizResult } from './QuizResult';

interface QuizRunnerProps {
  courseId: string;
  file: QuizQuestions;
  chapterIndex: number;
  /** Keeps the score of a quiz taken to the end. */
  onScored: (chapter: number, percent: number) => void;
  onClose: () => void;
  /** Told whether a quiz is under way (answered in part, not finished), so leaving it can ask first. */
  onUnderWay?: (underWay: boolean) => void;
  /** Where the chapter's lessons are, for a missed question's "watch again". */
  lessonHref?: (chapter: number) => string;
}

/**
 * A chapter's quiz, one question at a time: the learner answers, the grader (the school's server,
 * or this build) says whether it is right and why, and the learner goes on; the score at the end,
 * and a retry in another order. Number keys choose, Enter confirms. The steps are `attempt.ts`.
 */
export function QuizRunner({
  courseId,
  file,
  chapterIndex,
  onScored,
  onClose,
  onUnderWay,
  lessonHref,
}: QuizRunnerProps) {
  const { t, i18n } = useTranslation('quiz');
  const locale = useLocale();
  const lang: QuizLanguage = i18n.language === 'hi' ? 'hi' : 'en';
  const questions = file.chapters[chapterIndex]?.questions ?? [];
  const { finished, reviewLater } = useQuizRecorder(courseId);
  const { check, restart } = useGrader(courseId, chapterIndex);
  const [state, dispatch] = useReducer(attemptReducer, questions.length, startAttempt);
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const verdictRef = useRef<HTMLDivElement>(null);

  const { order, position, phase } = state;
  const done = phase === 'done';
  const question = questions[order[position] ?? -1];
  const percent = scorePercent(rightCount(state), questions.length);

  useEffect(() => {
    headingRef.current?.focus();
  }, [position, done]);

  const inProgress = underWay(state);
  // Told in the commit that shows the first verdict: an Esc pressed right after it must ask first.
  useLayoutEffect(() => {
    onUnderWay?.(inProgress);
  }, [onUnderWay, inProgress]);

  // The verdict takes the focus as it appears, in the same task: the number field, disabled by
  // then, drops it, and an Enter pressed meanwhile (for the next question) would go nowhere.
  useLayoutEffect(() => {
    if (phase === 'checked') verdictRef.current?.focus();
  }, [phase]);

  if (!question && !done) return null;

  const confirm = async () => {
    if (!question || phase !== 'answering') return;
    let response: Response;
    if (question.type === 'number') {
      const value = parseTypedNumber(state.typed);
      if (value === undefined || Number.isNaN(value)) {
        dispatch({ type: 'numberRefused' });
        return;
      }
      response = value;
    } else {
      if (state.selected.length === 0) return;
      response = state.selected;
    }
    dispatch({ type: 'checking' });
    try {
      const graded = await check(question.id, response);
      dispatch({ type: 'graded', questionId: question.id, correct: graded.correct, key: graded.key, response });
    } catch (error) {
      dispatch({ type: 'checkFailed', error });
    }
  };

  const next = () => {
    if (phase !== 'checked') return;
    if (position + 1 >= order.length) {
      const missed = questions.filter(({ id }) => !state.graded[id]?.correct).map(({ id }) => id);
      onScored(chapterIndex, percent);
      finished(file, { chapter: chapterIndex, passed: passed(percent), answered: questions.length, missed });
    }
    dispatch({ type: 'next' });
  };

  const retry = () => {
    restart();
    dispatch({ type: 'retried', order: retryOrder(order) });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (done || !question) return;
    const inField = event.target instanceof HTMLInputElement && event.target.type === 'text';
    if (event.key === 'Enter' && !event.shiftKey) {
      // Enter on a focused button is that button's own click.
      if (event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      if (phase === 'checked') next();
      else void confirm();
      return;
    }
    if (inField || phase !== 'answering' || question.type === 'number') return;
    const digit = Number(event.key);
    if (!Number.isInteger(digit) || digit < 1 || digit > question.en.options.length) return;
    event.preventDefault();
    const index = digit - 1;
    const { selected } = state;
    if (question.type === 'single') dispatch({ type: 'selected', selected: [index] });
    else {
      const toggled = selected.includes(index) ? selected.filter((i) => i !== index) : [...selected, index];
      dispatch({ type: 'selected', selected: toggled });
    }
  };

  if (done) {
    return (
      <QuizResult
        headingRef={headingRef}
        asked={order.flatMap((index) => questions[index] ?? [])}
        graded={state.graded}
        percent={percent}
        lang={lang}
        lessonHref={lessonHref?.(chapterIndex)}
        onRetry={retry}
        onClose={onClose}
      />
    );
  }

  if (!question) return null;
  const isFlagged = flagged.has(question.id);
  const answer = phase === 'checked' ? state.graded[question.id] : undefined;
  const checkFailed = state.failed !== null;

  return (
    <Box onKeyDown={onKeyDown}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h3"
        sx={{ fontSize: '1rem', color: 'text.secondary', mb: 2, outline: 'none' }}
      >
        {t('questionOf', {
          n: formatNumber(position + 1, locale),
          total: formatNumber(order.length, locale),
        })}
      </Typography>
      <QuestionView
        key={`${question.id}-${position}`}
        question={question}
        lang={lang}
        selected={state.selected}
        typed={state.typed}
        graded={answer?.key}
        checking={phase === 'checking'}
        onSelect={(selected) => dispatch({ type: 'selected', selected })}
        onType={(typed) => dispatch({ type: 'typed', typed })}
        numberError={state.numberError}
      />
      {answer && (
        <Alert
          ref={verdictRef}
          tabIndex={-1}
          severity={answer.correct ? 'success' : 'error'}
          sx={{ mt: 2 }}
          role="status"
        >
          {answer.correct ? t('correct') : t('incorrect')}{' '}
          {!answer.correct && t('theAnswer', { answer: keyText(question, answer.key, lang, locale).answer })}
        </Alert>
      )}
      {checkFailed && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {errorMessage(state.failed, t('checkFailed'))}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {question.type === 'number' ? t('keyboardHintNumber') : t('keyboardHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        {answer ? (
          <Button variant="contained" onClick={next}>
            {position + 1 < order.length ? t('next') : t('seeScore')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void confirm()} loading={phase === 'checking'}>
            {checkFailed ? t('checkAgain') : t('confirm')}
          </Button>
        )}
        <Button
          variant="outlined"
          aria-pressed={isFlagged}
          disabled={isFlagged}
          startIcon={isFlagged ? <BookmarkAddedIcon aria-hidden /> : <BookmarkAddIcon aria-hidden />}
          onClick={() => {
            reviewLater(question.id);
            setFlagged((f) => new Set([...f, question.id]));
          }}
        >
          {isFlagged ? t('reviewLaterAdded') : t('reviewLater')}
        </Button>
      </Stack>
    </Box>
  );
}
