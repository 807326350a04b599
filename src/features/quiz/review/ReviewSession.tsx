import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Grade } from 'ts-fsrs';
import { ErrorState } from '@/components/feedback/ErrorState';
import { useLocale, useTranslation } from '@/i18n';
import { useLearnerDataStored } from '@/learner';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useCardReviewed, useReviewCards } from '../learnerQuiz';
import type { QuizLanguage } from '../schema';
import { useQuestionKeys } from '../useGrader';
import { useQuizFiles } from '../useQuizFiles';
import { cardText } from './cardText';
import { dueCards, GRADES, review } from './schedule';

const GRADE_KEYS = ['again', 'hard', 'good', 'easy'] as const;

interface Reviewed {
  id: string;
  prompt: string;
  due: string;
}

/**
 * /review: the cards due now, one at a time. The learner recalls, shows the answer, and says how
 * well they remembered (Again, Hard, Good, Easy, keys 1 to 4); the FSRS library schedules the card's
 * next time. The session ends with what was reviewed and when the next cards are due.
 */
export function ReviewSession() {
  const { t, i18n } = useTranslation('quiz');
  const locale = useLocale();
  const lang: QuizLanguage = i18n.language === 'hi' ? 'hi' : 'en';
  const cards = useReviewCards();
  const reviewed = useCardReviewed();
  const stored = useLearnerDataStored();
  // The session is the cards due when it starts; those answered leave it, none join it.
  const [session, setSession] = useState(() => dueCards(cards, new Date()).map(({ key }) => key));
  const courseIds = useMemo(() => [...new Set(cards.map(({ courseId }) => courseId))].sort(), [cards]);
  const quizzes = useQuizFiles(courseIds);
  // The keys of the session's questions: the grader reveals only those the learner has answered.
  const wanted = useMemo(() => {
    const ids: Record<string, string[]> = {};
    for (const card of cards) {
      if (card.ref.kind !== 'question' || !session.includes(card.key)) continue;
      (ids[card.courseId] ??= []).push(card.ref.questionId);
    }
    return ids;
  }, [cards, session]);
  const graded = useQuestionKeys(wanted);
  const files = quizzes.files && graded.keys ? quizzes.files : undefined;
  const failed = quizzes.failed || graded.failed;
  const retry = () => {
    if (quizzes.failed) quizzes.retry();
    if (graded.failed) graded.retry();
  };
  const [position, setPosition] = useState(0);
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState<Reviewed[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  const byId = useMemo(() => new Map(cards.map((card) => [card.key, card])), [cards]);
  const texts = useMemo(() => {
    if (!files) return null;
    return new Map(
      cards.map(
        (card) =>
          [
            card.key,
            cardText(card, files[card.courseId], graded.keys?.[card.courseId], lang, t('review.termPrompt')),
          ] as const,
      ),
    );
  }, [cards, files, graded.keys, lang, t]);
  // Cards whose question the school has since removed are skipped.
  const queue = useMemo(() => (texts ? session.filter((id) => texts.get(id)) : []), [session, texts]);
  const current = queue[position];
  const card = current ? byId.get(current) : undefined;
  const text = current ? texts?.get(current) : null;

  useEffect(() => {
    headingRef.current?.focus();
  }, [position]);

  const grade = (g: Grade) => {
    if (!card || !text) return;
    const now = new Date();
    const next = review(card, g, now);
    reviewed(card, next, now);
    setDone((d) => [...d, { id: card.key, prompt: text.prompt, due: next.due }]);
    setShown(false);
    setPosition((p) => p + 1);
  };

  const onKeyDown = (event: globalThis.KeyboardEvent) => {
    if (!card || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [role="dialog"]')) return;
    if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return;
    if (!shown && (event.key === ' ' || event.key === 'Enter')) {
      event.preventDefault();
      setShown(true);
      requestAnimationFrame(() => answerRef.current?.focus());
      return;
    }
    const index = Number(event.key) - 1;
    const g = GRADES[index];
    if (shown && g !== undefined) {
      event.preventDefault();
      grade(g);
    }
  };

  // After the session, the soonest of the cards not due when it started or answered in it.
  // The keys work wherever focus is on the page (it may be on the body after a button goes away).
  const keyHandler = useRef(onKeyDown);
  useEffect(() => {
    keyHandler.current = onKeyDown;
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const nextDue = useMemo(() => {
    const later = cards.filter(({ key }) => !session.includes(key) || done.some((d) => d.id === key));
    return later.map(({ due }) => due).sort()[0] ?? null;
  }, [cards, session, done]);

  // Cards not due yet, soonest first: practising one early is an answer like any other, and the
  // scheduler counts the days since its last review as they are.
  const ahead = useMemo(
    () =>
      cards
        .filter(({ key }) => !queue.includes(key) && !done.some((d) => d.id === key))
        .sort((a, b) => a.due.localeCompare(b.due)),
    [cards, queue, done],
  );
  const practiseAhead = () => {
    setSession(ahead.map(({ key }) => key));
    setPosition(0);
    setDone([]);
    setShown(false);
  };

  const heading = (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
      {t('review.heading')}
    </Typography>
  );

  let body: ReactNode;
  if (failed) {
    body = <ErrorState message={t('review.loadFailed')} onRetry={retry} />;
  } else if (!texts) {
    body = <Skeleton variant="rounded" sx={{ height: 280 }} />;
  } else if (!current || !text || !card) {
    body = (
      <Box>
        {done.length > 0 ? (
          <>
            <Typography ref={headingRef} tabIndex={-1} variant="h2" sx={{ fontSize: '1.5rem', mb: 1, outline: 'none' }}>
              {t('review.doneHeading')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('review.reviewed', { count: done.length })}</Typography>
            <Box component="ul" sx={{ pl: 3, mb: 2 }}>
              {done.map((item) => (
                <li key={item.id}>
                  {t('review.nextOf', { prompt: item.prompt, when: formatDateTime(item.due, locale) })}
                </li>
              ))}
            </Box>
          </>
        ) : (
          <Typography sx={{ mb: 2 }}>{cards.length ? t('review.nothingDue') : t('review.noCards')}</Typography>
        )}
        {nextDue && <Typography>{t('review.nextDue', { when: formatDateTime(nextDue, locale) })}</Typography>}
        {ahead.length > 0 && (
          <Box sx={{ mt: 3 }}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('review.aheadHint', { count: ahead.length })}
            </Typography>
            <Button variant="contained" onClick={practiseAhead}>
              {t('review.now')}
            </Button>
          </Box>
        )}
      </Box>
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1rem', color: 'text.secondary', mb: 2, outline: 'none' }}
        >
          {t('review.cardOf', { n: formatNumber(position + 1, locale), total: formatNumber(queue.length, locale) })}
        </Typography>
        {text.kind && (
          <Typography variant="body2" color="text.secondary">
            {text.kind}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600, fontSize: '1.125rem', mb: 2 }}>{text.prompt}</Typography>
        {shown ? (
          <>
            <Box ref={answerRef} tabIndex={-1} sx={{ outline: 'none', mb: 2 }} role="status">
              <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>{text.answer}</Typography>
              {text.why.map((why) => (
                <Typography key={why} color="text.secondary" sx={{ mt: 1 }}>
                  {why}
                </Typography>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('review.rateHint')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {GRADES.map((g, index) => (
                <Button
                  key={GRADE_KEYS[index]}
                  variant={index === 2 ? 'contained' : 'outlined'}
                  onClick={() => grade(g)}
                  aria-keyshortcuts={String(index + 1)}
                >
                  {index + 1}. {t(`review.${GRADE_KEYS[index] ?? 'good'}`)}
                </Button>
              ))}
            </Stack>
          </>
        ) : (
          <Button
            variant="contained"
            onClick={() => {
              setShown(true);
              requestAnimationFrame(() => answerRef.current?.focus());
            }}
          >
            {t('review.show')}
          </Button>
        )}
      </Paper>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {heading}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('review.intro')}
      </Typography>
      {!stored && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('review.notStored')}
        </Alert>
      )}
      {body}
    </Container>
  );
}
