import { useEffect, useState } from 'react';
import { usePracticeSession, type SessionData } from '@/learner';
import type { PracticeSet } from '../model';
import { initialReplay, type ReplayState } from '../replay';
import type { IndicatorChoice } from './PriceChart';
import type { Levels } from './TradeTicket';

const NO_INDICATORS: IndicatorChoice = { sma: true, ema: false, bollinger: false, rsi: false, macd: false };
const NO_LEVELS: Levels = { stop: '', target: '' };

/** The replay a saved session describes, when it still fits the set (its candles may have changed). */
function replayOf(set: PracticeSet, session: SessionData | undefined): ReplayState | undefined {
  if (!session) return undefined;
  const last = set.candles.length - 1;
  const { position, start, open } = session;
  if (position > last || start < set.start || (open && open.openedAt > position)) return undefined;
  return { position, start, open: open ? { ...open, setId: set.id } : null, closed: null };
}

function sessionOf(state: ReplayState, set: PracticeSet, levels: Levels, indicators: IndicatorChoice): SessionData {
  const open = state.open ? (({ setId: _setId, ...trade }) => trade)(state.open) : null;
  return { position: state.position, start: state.start ?? set.start, open, levels, indicators };
}

/**
 * The lab's replay, its draft levels and its indicators, kept as the learner's `session` record of
 * the set: restored on a reload or another device, written on each change (a write that changes
 * nothing is none). A session that arrives after the first render (storage is read after
 * hydration; the account's copy comes later) is taken only while the learner has not acted here.
 */
export function useLabReplay(set: PracticeSet) {
  const [saved, save] = usePracticeSession(set.id);
  const [state, setStateNow] = useState<ReplayState>(() => replayOf(set, saved) ?? initialReplay(set));
  const [levels, setLevelsNow] = useState<Levels>(() => saved?.levels ?? NO_LEVELS);
  const [indicators, setIndicatorsNow] = useState<IndicatorChoice>(() => saved?.indicators ?? NO_INDICATORS);
  const [acted, setActed] = useState(false);
  // Adjusted while rendering rather than in an effect, so the page never paints the first candle
  // before the saved one.
  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    const restored = replayOf(set, saved);
    if (!acted && restored && saved) {
      setStateNow(restored);
      setLevelsNow(saved.levels);
      setIndicatorsNow(saved.indicators);
    }
  }

  const { position, start, open } = state;
  useEffect(() => {
    if (!acted) return;
    save(sessionOf({ position, start, open, closed: null }, set, levels, indicators));
  }, [acted, save, set, position, start, open, levels, indicators]);

  const act =
    <T>(setter: (value: T) => void) =>
    (value: T) => {
      setActed(true);
      setter(value);
    };
  return {
    state,
    setState: act(setStateNow),
    levels,
    setLevels: act(setLevelsNow),
    indicators,
    setIndicators: act(setIndicatorsNow),
  };
}
