import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { paths, viewCoursePath } from '@/config/paths';
import { Link as RouterLink, useLanguage, useLocale, useTranslation } from '@/i18n';
import { FEELINGS, useJournal, useLearnerDataStored, type Feeling, type TradeData } from '@/learner';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { formatPrice, formatQuantity, formatR, formatRupees, priceDecimals, readNumber } from '../format';
import type { PracticeSet } from '../model';
import { atEnd, initialReplay, replayReducer, shownCandles, type ClosedTrade, type ReplayAction } from '../replay';
import type { Draft, IndicatorChoice, Level } from './PriceChart';
import { SetSource } from './SetSource';
import { TradeTicket, type Levels } from './TradeTicket';

const PriceChart = lazyWithPreload(() => import('./PriceChart'));

const CHART_HEIGHT = { xs: 320, md: 440 };
const SPEEDS = [1, 2, 4] as const;

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
    closedAt: new Date().toISOString(),
    setup,
    note,
    feeling: '',
  };
}

/**
 * A practice set's replay: the chart up to the current candle (later ones are not loaded into it
 * at all), stepped by button or →, played and paused; each new candle said to screen readers, and
 * the candles so far in a table. A virtual trade closes at its stop or target as the replay
 * steps, and goes to the journal.
 */
export function PracticeLab({ set }: { set: PracticeSet }) {
  const { t } = useTranslation('practice');
  const lang = useLanguage();
  const locale = useLocale();
  const [state, setState] = useState(() => initialReplay(set));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);
  const [indicators, setIndicators] = useState<IndicatorChoice>({
    sma: true,
    ema: false,
    bollinger: false,
    rsi: false,
    macd: false,
  });
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
  const [levels, setLevels] = useState<Levels>({ stop: '', target: '' });
  // Before a trade, the ticket's stop and target are lines on the chart; one not typed yet waits
  // at a suggested level (a long trade's: 2 % below, 4 % above) for the learner to drag.
  const draft = useMemo<Draft | null>(() => {
    if (state.open) return null;
    const at = (text: string, suggested: number) => {
      const value = readNumber(text);
      return value > 0 ? { price: value, typed: true } : { price: suggested, typed: false };
    };
    return { stop: at(levels.stop, current.close * 0.98), target: at(levels.target, current.close * 1.04) };
  }, [state.open, levels, current.close]);
  const onDraft = (which: Level, value: number) =>
    setLevels((typed) => ({ ...typed, [which]: value.toFixed(decimals) }));

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

  const chartLabels = useMemo(
    () => ({ entry: t('journal.entry'), stop: t('trade.stop'), target: t('trade.target') }),
    [t],
  );
  const closed = state.closed;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1 }}>
          {set.title[lang]}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Chip label={set.instrument} />
          <Chip label={set.exchange} variant="outlined" />
          <Chip label={t(`timeframe.${set.timeframe}`)} variant="outlined" />
        </Box>
        <SetSource source={set.source} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
          {set.lesson && (
            <Link component={RouterLink} to={viewCoursePath(set.lesson.courseId)}>
              {t('lab.backToLesson', { lesson: set.lesson.title })}
            </Link>
          )}
          <Link component={RouterLink} to={paths.practice}>
            {t('lab.allSets')}
          </Link>
        </Box>
      </Box>

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
              />
            </Suspense>
          </LoadBoundary>
        </Paper>
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('lab.chartLabel', { instrument: set.instrument, date: current.date.replace('T', ' ') })}
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

      <Box component="section" aria-label={t('replay.label')} sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button variant="contained" onClick={step} disabled={ended} aria-keyshortcuts="ArrowRight">
            {t('replay.step')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('replay.stepHint')}
          </Typography>
          <Button variant="outlined" onClick={() => setPlaying(!running)} disabled={ended} aria-pressed={running}>
            {running ? t('replay.pause') : t('replay.play')}
          </Button>
          <TextField
            select
            size="small"
            label={t('replay.speed')}
            value={speed}
            onChange={(event) => setSpeed(Number(event.target.value) as (typeof SPEEDS)[number])}
            sx={{ minWidth: 170 }}
          >
            {SPEEDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t('replay.speedValue', { count: value })}
              </MenuItem>
            ))}
          </TextField>
          <Button
            onClick={() => {
              setPlaying(false);
              apply({ type: 'reset' });
              setAnnouncement('');
            }}
          >
            {t('replay.reset')}
          </Button>
        </Box>
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

function CandleTable({
  shown,
  price,
  locale,
}: {
  shown: PracticeSet['candles'];
  price: (value: number) => string;
  locale: string;
}) {
  const { t } = useTranslation('practice');
  const captionId = 'practice-candles-caption';
  const rows = [...shown].reverse();
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{
        maxHeight: 240,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.875rem',
          '& th, & td': { px: 1, py: 0.5, textAlign: 'right', whiteSpace: 'nowrap' },
          '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
          '& thead th': { position: 'sticky', top: 0, bgcolor: 'background.paper' },
        }}
      >
        <Box
          component="caption"
          id={captionId}
          sx={{ captionSide: 'top', textAlign: 'left', px: 1, py: 0.5, fontWeight: 600 }}
        >
          {t('replay.tableCaption')}
        </Box>
        <thead>
          <tr>
            {(['date', 'open', 'high', 'low', 'close', 'volume'] as const).map((key) => (
              <th key={key} scope="col">
                {t(`replay.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((candle) => (
            <tr key={candle.date}>
              <th scope="row" style={{ fontWeight: 400 }}>
                {candle.date.replace('T', ' ')}
              </th>
              <td>{price(candle.open)}</td>
              <td>{price(candle.high)}</td>
              <td>{price(candle.low)}</td>
              <td>{price(candle.close)}</td>
              <td>{formatQuantity(candle.volume, locale)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function TradeResultPanel({
  closed,
  price,
  saved,
  feeling,
  onFeeling,
}: {
  closed: ClosedTrade;
  price: (value: number) => string;
  saved: boolean;
  feeling: Feeling | '';
  onFeeling: (feeling: Feeling | '') => void;
}) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const { result, exit } = closed;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="practice-result-heading"
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Typography id="practice-result-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('result.heading')}
      </Typography>
      <Box role="status">
        <Typography>{t(`result.${exit.reason}`, { price: price(exit.price) })}</Typography>
        {exit.bothTouched && <Typography>{t('result.bothTouched')}</Typography>}
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: result.net < 0 ? 'error.main' : 'success.main' }}>
          {t('result.r', { r: formatR(result.r, locale) })}
          {' · '}
          {t('result.net', { amount: formatRupees(result.net, locale) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('result.charges', { amount: formatRupees(result.charges.total, locale) })}
        </Typography>
        <Typography variant="body2">{saved ? t('result.saved') : t('result.notSaved')}</Typography>
      </Box>
      <TextField
        select
        size="small"
        label={t('result.feeling')}
        value={feeling}
        onChange={(event) => onFeeling(event.target.value as Feeling | '')}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="">{t('feelings.none')}</MenuItem>
        {FEELINGS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`feelings.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}
