import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslation } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { useQuizRecorder } from '../learnerQuiz';
import type { Question, QuizFile, QuizLanguage } from '../schema';
import { isCorrect, passed, PASS_PERCENT, retryOrder, scorePercent, type Response } from '../scoring';

interface QuizRunnerProps {
  courseId: string;
  file: QuizFile;
  chapterIndex: number;
  /** Keeps the score of a quiz taken to the end. */
  onScored: (chapter: number, percent: number) => void;
  onClose: () => void;
}

/** A number as typed, with Indian grouping commas or none; null when it is not a number. */
const parseNumber = (typed: string): number | null => {
  const cleaned = typed.replace(/[,\s₹%]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};

interface QuestionViewProps {
  question: Question;
  lang: QuizLanguage;
  selected: number[];
  typed: string;
  confirmed: boolean;
  onSelect: (selected: number[]) => void;
  onType: (typed: string) => void;
  numberError: boolean;
}

/** One question: its choices or number field, and once answered, each option's explanation. */
function QuestionView({
  question,
  lang,
  selected,
  typed,
  confirmed,
  onSelect,
  onType,
  numberError,
}: QuestionViewProps) {
  const { t } = useTranslation('quiz');
  const labelId = useId();
  const text = question[lang];
  if (question.type === 'number') {
    const why = question[lang].why;
    return (
      <Box>
        <Typography id={labelId} sx={{ fontWeight: 600, mb: 1 }}>
          {text.prompt}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('typeNumber')}
        </Typography>
        <TextField
          label={t('numberLabel')}
          value={typed}
          onChange={(event) => onType(event.target.value)}
          disabled={confirmed}
          error={numberError}
          helperText={numberError ? t('numberInvalid') : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': labelId } }}
        />
        {confirmed && <Typography sx={{ mt: 2 }}>{why}</Typography>}
      </Box>
    );
  }
  const multiple = question.type === 'multiple';
  const options = question[lang].options;
  const control = (index: number) => {
    const label = (
      <Box component="span" sx={{ display: 'block', py: 0.5 }}>
        <Box component="span" aria-hidden sx={{ color: 'text.secondary', mr: 1 }}>
          {index + 1}.
        </Box>
        {options[index]?.text}
        {confirmed && (
          <Box component="span" sx={{ display: 'block', mt: 0.5, color: 'text.secondary', fontSize: '0.9375rem' }}>
            <Box
              component="span"
              sx={{ fontWeight: 700, color: question.answer.includes(index) ? 'success.dark' : 'text.primary' }}
            >
              {question.answer.includes(index) ? t('rightOption') : ''}
              {question.answer.includes(index) && selected.includes(index) ? ', ' : ''}
              {selected.includes(index) ? t('yourChoice') : ''}
              {question.answer.includes(index) || selected.includes(index) ? ': ' : ''}
            </Box>
            {options[index]?.why}
          </Box>
        )}
      </Box>
    );
    return multiple ? (
      <FormControlLabel
        key={index}
        sx={{ alignItems: 'flex-start', mb: 0.5 }}
        control={
          <Checkbox
            checked={selected.includes(index)}
            disabled={confirmed}
            onChange={(event) =>
              onSelect(event.target.checked ? [...selected, index] : selected.filter((i) => i !== index))
            }
          />
        }
        label={label}
      />
    ) : (
      <FormControlLabel
        key={index}
        value={String(index)}
        sx={{ alignItems: 'flex-start', mb: 0.5 }}
        control={<Radio disabled={confirmed} />}
        label={label}
      />
    );
  };
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
        {text.prompt}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {multiple ? t('chooseAll') : t('chooseOne')}
      </Typography>
      {multiple ? (
        <FormGroup>{options.map((_option, index) => control(index))}</FormGroup>
      ) : (
        <RadioGroup
          value={selected[0] === undefined ? '' : String(selected[0])}
          onChange={(event) => onSelect([Number(event.target.value)])}
        >
          {options.map((_option, index) => control(index))}
        </RadioGroup>
      )}
    </FormControl>
  );
}

/**
 * A chapter's quiz, one question at a time: the learner answers, reads why, and goes on; the
 * score at the end, and a retry in another order. Number keys choose, Enter confirms.
 */
export function QuizRunner({ courseId, file, chapterIndex, onScored, onClose }: QuizRunnerProps) {
  const { t, i18n } = useTranslation('quiz');
  const locale = useLocale();
  const lang: QuizLanguage = i18n.language === 'hi' ? 'hi' : 'en';
  const questions = file.chapters[chapterIndex]?.questions ?? [];
  const { finished, reviewLater } = useQuizRecorder(courseId);

  const [order, setOrder] = useState(() => questions.map((_q, i) => i));
  const [position, setPosition] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [typed, setTyped] = useState('');
  const [numberError, setNumberError] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [results, setResults] = useState<Record<string, boolean>>({});
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const verdictRef = useRef<HTMLDivElement>(null);

  const question = questions[order[position] ?? -1];
  const right = Object.values(results).filter(Boolean).length;
  const percent = scorePercent(right, questions.length);

  useEffect(() => {
    headingRef.current?.focus();
  }, [position, done]);

  // The verdict takes the focus as it appears, in the same task: the number field, disabled by
  // then, drops it, and an Enter pressed meanwhile (for the next question) would go nowhere.
  useLayoutEffect(() => {
    if (confirmed) verdictRef.current?.focus();
  }, [confirmed]);

  if (!question && !done) return null;

  const confirm = () => {
    if (!question || confirmed) return;
    let response: Response;
    if (question.type === 'number') {
      const value = parseNumber(typed);
      if (value === null) {
        setNumberError(true);
        return;
      }
      response = value;
    } else {
      if (selected.length === 0) return;
      response = selected;
    }
    setNumberError(false);
    setResults((r) => ({ ...r, [question.id]: isCorrect(question, response) }));
    setConfirmed(true);
  };

  const next = () => {
    if (position + 1 < order.length) {
      setPosition(position + 1);
      setSelected([]);
      setTyped('');
      setConfirmed(false);
      return;
    }
    const missed = questions.filter(({ id }) => !results[id]).map(({ id }) => id);
    onScored(chapterIndex, percent);
    finished(file, {
      chapter: chapterIndex,
      passed: passed(percent),
      answered: questions.length,
      missed,
    });
    setDone(true);
  };

  const retry = () => {
    setOrder((previous) => retryOrder(previous));
    setPosition(0);
    setSelected([]);
    setTyped('');
    setConfirmed(false);
    setResults({});
    setDone(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (done || !question) return;
    const inField = event.target instanceof HTMLInputElement && event.target.type === 'text';
    if (event.key === 'Enter' && !event.shiftKey) {
      // Enter on a focused button is that button's own click.
      if (event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      if (confirmed) next();
      else confirm();
      return;
    }
    if (inField || confirmed || question.type === 'number') return;
    const digit = Number(event.key);
    if (!Number.isInteger(digit) || digit < 1 || digit > question.en.options.length) return;
    event.preventDefault();
    const index = digit - 1;
    if (question.type === 'single') setSelected([index]);
    else setSelected((s) => (s.includes(index) ? s.filter((i) => i !== index) : [...s, index]));
  };

  if (done) {
    const ok = passed(percent);
    const missedAny = right < questions.length;
    return (
      <Box>
        <Typography ref={headingRef} tabIndex={-1} variant="h3" sx={{ fontSize: '1.375rem', mb: 2, outline: 'none' }}>
          {t('score', {
            percent: formatNumber(percent, locale),
            right: formatNumber(right, locale),
            total: formatNumber(questions.length, locale),
          })}
        </Typography>
        <Alert severity={ok ? 'success' : 'warning'} sx={{ mb: 2 }}>
          {ok ? t('passed', { pass: PASS_PERCENT }) : t('notPassed', { pass: PASS_PERCENT })}
        </Alert>
        {missedAny && <Typography sx={{ mb: 2 }}>{t('missedToReview')}</Typography>}
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={retry}>
            {t('retry')}
          </Button>
          <Button onClick={onClose}>{t('close')}</Button>
        </Stack>
      </Box>
    );
  }

  if (!question) return null;
  const isFlagged = flagged.has(question.id);
  const wasRight = results[question.id];
  let answerText = '';
  if (question.type === 'number') answerText = formatNumber(question.answer, locale);
  else answerText = question.answer.map((index) => `“${question[lang].options[index]?.text ?? ''}”`).join(', ');

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
        selected={selected}
        typed={typed}
        confirmed={confirmed}
        onSelect={setSelected}
        onType={(value) => {
          setTyped(value);
          setNumberError(false);
        }}
        numberError={numberError}
      />
      {confirmed && (
        <Alert ref={verdictRef} tabIndex={-1} severity={wasRight ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
          {wasRight ? t('correct') : t('incorrect')} {!wasRight && t('theAnswer', { answer: answerText })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('keyboardHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        {confirmed ? (
          <Button variant="contained" onClick={next}>
            {position + 1 < order.length ? t('next') : t('seeScore')}
          </Button>
        ) : (
          <Button variant="contained" onClick={confirm}>
            {t('confirm')}
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
