import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { useLanguage, useLocale, useTranslation } from '@/i18n';
import { NOTE_MAX_LENGTH, useJournal, useLearnerDataStored, type Feeling, type TradeData } from '@/learner';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { typedNumberOrNaN } from '@/lib/typedNumber';
import { chartForQuestion } from '../chartQuestion';
import { candleInstant, formatPrice, formatQuantity, marketNames, priceDecimals } from '../format';
import type { PracticeSet } from '../model';
import { atEnd, replayReducer, shownCandles, type ClosedTrade, type ReplayAction } from '../replay';
import { CandleTable } from './CandleTable';
import { LabHeader } from './LabHeader';
import type { Draft, IndicatorChoice, Level } from './PriceChart';
import { ReplayControls, type Speed } from './ReplayControls';
import { TradeResultPanel } from './TradeResultPanel';
import { TradeTicket } from './TradeTicket';
import { useLabReplay } from './useLabReplay';

const PriceChart = lazyWithPreload(() => import('./PriceChart'));

const CHART_HEIGHT = { xs: 320, md: 440 };

/** Keys typed into a field or a control are theirs, not the replay's. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'combobox' ||
    target.getAttribute('role') === 'option');

function closedTrade(set: PracticeSet, closed: ClosedTrade, setup: string, note: string): TradeData {
  return {
    setId: set.id,
    instrument: set.instrument,
    side: closed.trade.side,
    entry: closed.trade.entry,
    exit: closed.exit.price,
    stop: closed.trade.stop,
    target: closed.trade.target,
    quantity: closed.trade.quantity,
    reason: closed.exit.reason,
    bothTouched: closed.exit.bothTouched,
    gross: closed.result.gross,
    charges: closed.result.charges.total,
    net: closed.result.net,
    r: closed.result.r,
    // The chart's time of the candle it closed on: the replay's day, not the learner's clock.
    closedAt: candleInstant(set.candles[closed.exit.closedAt]?.date ?? set.candles[0]?.date ?? ''),
    setup,
    note,
    feeling: '',
  };
}

/** What the page puts in the lab to ask about its chart: the chart now, and a way to keep an answer. */
export interface ChartQuestionSlot {
  /** The chart as far as it is shown, in words: read when the learner asks. */
  chart: () => string;
  /** Keeps a question and its answer in the note of the trade open or just closed; absent without one. */
  keep?: (question: string, answer: string) => void;
}

/** A trade's note with a question and its answer after it, within a note's length. */
const withAnswer = (note: string, question: string, answer: string) =>
  [note, `Q: ${question}\nA: ${answer}`].filter(Boolean).join('\n\n').slice(0, NOTE_MAX_LENGTH);

/**
 * A practice set's replay: the chart up to the current candle (later ones are not loaded into it
 * at all), stepped by button or →, played and paused; each new candle said to screen readers, and
 * the candles so far in a table. A virtual trade closes at its stop or target as the replay
 * steps, and goes to the journal.
 */
export function PracticeLab({
  set,
  ChartQuestion,
}: {
  set: PracticeSet;
  /** What the page adds to ask about the chart (the assistant), given the chart and a way to keep answers. */
  ChartQuestion?: ComponentType<ChartQuestionSlot>;
}) {
  const { t } = useTranslation('practice');
  const lang = useLanguage();
  const locale = useLocale();
  const { state, setState, levels, setLevels, indicators, setIndicators } = useLabReplay(set);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);
  const [announcement, setAnnouncement] = useState('');
  const journal = useJournal();
  const stored = useLearnerDataStored();
  const [recordedId, setRecordedId] = useState<string | null>(null);
  const ticketNotes = useRef({ setup: '', note: '' });
  const decimals = useMemo(() => priceDecimals(set.candles), [set.candles]);
  const price = (value: number) => formatPrice(value, decimals, locale);
  const shown = useMemo(() => shownCandles(set.candles, state.position), [set.candles, state.position]);
  // The set's schema guarantees candles up to the start; `position` never passes the last.
  const current = shown.at(-1) ?? { date: '', open: 0, high: 0, low: 0, close: 0, volume: 0 };
  const ended = atEnd(set, state);
  // Before a trade, the ticket's stop and target are lines on the chart; one not typed yet waits
  // at a suggested level (a long trade's: 2 % below, 4 % above) for the learner to drag.
  const draft = useMemo<Draft | null>(() => {
    if (state.open) return null;
    const at = (text: string, suggested: number) => {
      const value = typedNumberOrNaN(text);
      return value > 0 ? { price: value, typed: true } : { price: suggested, typed: false };
    };
    return { stop: at(levels.stop, current.close * 0.98), target: at(levels.target, current.close * 1.04) };
  }, [state.open, levels, current.close]);
  // A line dragged before a trade sets the ticket's level; after, it moves the open trade's.
  const onDraft = (which: Level, value: number) => {
    const rounded = Number(value.toFixed(decimals));
    if (state.open) apply({ type: 'move', stop: state.open.stop, target: state.open.target, [which]: rounded });
    else setLevels((typed) => ({ ...typed, [which]: value.toFixed(decimals) }));
  };

  /** Applies a replay action; a trade it closes goes to the journal, with the notes of its ticket. */
  const apply = (action: ReplayAction) => {
    const next = replayReducer(set, state, action);
    setState(next);
    if (next.closed && next.closed !== state.closed) {
      const entry = journal.add(closedTrade(set, next.closed, ticketNotes.current.setup, ticketNotes.current.note));
      setRecordedId(entry.id);
      setPlaying(false);
    }
    return next;
  };

  const step = () => {
    const next = set.candles[state.position + 1];
    if (!next) return;
    const after = apply({ type: 'step' });
    if (atEnd(set, after)) setPlaying(false);
    setAnnouncement(
      t('replay.announce', {
        date: next.date.replace('T', ' '),
        open: price(next.open),
        high: price(next.high),
        low: price(next.low),
        close: price(next.close),
        volume: formatQuantity(next.volume, locale),
      }),
    );
  };
  // The key and the timer call the step of the latest render.
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target))
        return;
      event.preventDefault();
      stepRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const running = playing && !ended;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => stepRef.current(), 1000 / speed);
    return () => clearInterval(timer);
  }, [running, speed]);

  const feeling = journal.entries.find((entry) => entry.id === recordedId)?.feeling ?? '';
  const setFeeling = (value: Feeling | '') => {
    if (recordedId) journal.annotate(recordedId, { feeling: value });
  };

  const recorded = journal.entries.find((entry) => entry.id === recordedId);
  const chartNow = () => chartForQuestion(set, state, levels, indicators, decimals);
  const keepAnswer: ChartQuestionSlot['keep'] = state.open
    ? (question, answer) => {
        ticketNotes.current = {
          ...ticketNotes.current,
          note: withAnswer(ticketNotes.current.note, question, answer),
        };
      }
    : recorded
      ? (question, answer) => journal.annotate(recorded.id, { note: withAnswer(recorded.note, question, answer) })
      : undefined;

  const chartLabels = useMemo(
    () => ({ entry: t('journal.entry'), stop: t('trade.stop'), target: t('trade.target') }),
    [t],
  );
  const closed = state.closed;

  return (
    // One track of minmax(0, 1fr): the chart's canvas never holds the page wider than the window.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <LabHeader set={set} />

      {set.task && (
        <Alert severity="info" variant="outlined">
          <strong>{t('lab.task')}: </strong>
          {set.task[lang]}
        </Alert>
      )}

      <Box component="figure" sx={{ m: 0 }}>
        <Paper variant="outlined" sx={{ overflow: 'hidden', height: CHART_HEIGHT }}>
          <LoadBoundary>
            <Suspense fallback={<Skeleton variant="rectangular" sx={{ height: CHART_HEIGHT }} />}>
              <PriceChart
                candles={shown}
                indicators={indicators}
                trade={state.open}
                labels={chartLabels}
                draft={draft}
                onDraft={onDraft}
                locale={locale}
                decimals={decimals}
                handleLabel={(which, at) => t('trade.handle', { line: chartLabels[which], price: price(at) })}
              />
            </Suspense>
          </LoadBoundary>
        </Paper>
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('lab.chartLabel', { instrument: marketNames(set, lang).instrument, date: current.date.replace('T', ' ') })}
          {' · '}
          <Link href="https://www.tradingview.com/" target="_blank" rel="noopener">
            {t('lab.attribution')}
          </Link>
        </Typography>
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {t('indicators.legend')}
        </Typography>
        <FormGroup row>
          {(Object.keys(indicators) as (keyof IndicatorChoice)[]).map((key) => (
            <FormControlLabel
              key={key}
              control={
                <Checkbox
                  checked={indicators[key]}
                  onChange={(event) => setIndicators({ ...indicators, [key]: event.target.checked })}
                />
              }
              label={t(`indicators.${key}`)}
            />
          ))}
        </FormGroup>
      </Box>

      {ChartQuestion && <ChartQuestion chart={chartNow} keep={keepAnswer} />}

      <Box component="section" aria-label={t('replay.label')} sx={{ display: 'grid', gap: 1.5 }}>
        <ReplayControls
          set={set}
          ended={ended}
          running={running}
          speed={speed}
          onStep={step}
          onPlay={setPlaying}
          onSpeed={setSpeed}
          onReset={() => {
            setPlaying(false);
            apply({ type: 'reset' });
            setAnnouncement('');
          }}
          onRestart={(at) => {
            setPlaying(false);
            apply({ type: 'restart', at });
            setAnnouncement('');
          }}
        />
        <Typography variant="body2">
          {t('replay.position', { number: state.position + 1, total: set.candles.length })}
          {ended && ` ${t('replay.end')}`}
        </Typography>
        <Box role="status" aria-live="polite" aria-atomic="true">
          <VisuallyHidden>{announcement}</VisuallyHidden>
        </Box>
        <CandleTable shown={shown} price={price} locale={locale} />
      </Box>

      {closed && (
        <TradeResultPanel closed={closed} price={price} saved={stored} feeling={feeling} onFeeling={setFeeling} />
      )}

      <TradeTicket
        set={set}
        entry={current.close}
        open={state.open}
        price={price}
        onOpen={(trade, notes) => {
          ticketNotes.current = notes;
          apply({ type: 'open', trade });
        }}
        onClose={() => apply({ type: 'close' })}
        onMove={(moved) => apply({ type: 'move', ...moved })}
        decimals={decimals}
        levels={levels}
        onLevels={setLevels}
      />

      {(ended || closed) && (
        <Alert severity="success" variant="outlined">
          <strong>{t('lab.explanation')}: </strong>
          {set.explanation[lang]}
        </Alert>
      )}
    </Box>
  );
}
