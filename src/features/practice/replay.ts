import type { Candle, PracticeSet } from './model';
import { exitOn, moveProblems, movedTrade, tradeResult, type Exit, type OpenTrade, type TradeResult } from './trade';

/** A trade the replay has closed, with its result. */
export interface ClosedTrade {
  trade: OpenTrade;
  exit: Exit;
  result: TradeResult;
}

export interface ReplayState {
  /** Index of the last candle shown; nothing after it is given to the chart or the table. */
  position: number;
  /** The candle the replay started from, where Back to start returns; the set's own start if absent. */
  start?: number;
  open: OpenTrade | null;
  /** The trade closed last, until the next one opens. */
  closed: ClosedTrade | null;
}

export type ReplayAction =
  | { type: 'step' }
  | { type: 'reset' }
  | { type: 'open'; trade: Omit<OpenTrade, 'openedAt' | 'entry' | 'setId'> }
  | { type: 'close' }
  /** The open trade's stop and target moved; refused when the price has passed either. */
  | { type: 'move'; stop: number; target: number }
  /** Back to a chosen candle, with no trade open. */
  | { type: 'restart'; at: number };

export const initialReplay = (set: Pick<PracticeSet, 'start'>): ReplayState => ({
  position: set.start,
  open: null,
  closed: null,
});

/** The candles shown at `position`: the future is not hidden behind anything, it is not there. */
export const shownCandles = (candles: readonly Candle[], position: number): Candle[] => candles.slice(0, position + 1);

export const atEnd = (set: Pick<PracticeSet, 'candles'>, state: ReplayState) =>
  state.position >= set.candles.length - 1;

const closeWith = (set: PracticeSet, trade: OpenTrade, exit: Exit): ClosedTrade => ({
  trade,
  exit,
  result: tradeResult(trade, exit.price, set),
});

/**
 * The replay of a set: stepping shows one more candle and, with a trade open, closes it at its
 * stop or target if that candle reaches one. Back to start drops an open trade (it never
 * happened); a closed one stays in the journal.
 */
export function replayReducer(set: PracticeSet, state: ReplayState, action: ReplayAction): ReplayState {
  switch (action.type) {
    case 'step': {
      if (atEnd(set, state)) return state;
      const position = state.position + 1;
      const candle = set.candles[position];
      const exit = state.open && candle ? exitOn(state.open, candle, position) : null;
      if (state.open && exit) return { position, open: null, closed: closeWith(set, state.open, exit) };
      return { ...state, position };
    }
    case 'reset':
      return state.start === undefined
        ? initialReplay(set)
        : { position: state.start, start: state.start, open: null, closed: null };
    case 'restart': {
      const at = Math.min(Math.max(Math.round(action.at), set.start), set.candles.length - 1);
      return Number.isFinite(at) ? { position: at, start: at, open: null, closed: null } : state;
    }
    case 'move': {
      const price = set.candles[state.position]?.close;
      if (!state.open || price === undefined) return state;
      if (moveProblems(state.open, action, price).length) return state;
      return { ...state, open: movedTrade(state.open, action) };
    }
    case 'open': {
      if (state.open) return state;
      const entry = set.candles[state.position]?.close;
      if (entry === undefined) return state;
      return { ...state, closed: null, open: { ...action.trade, setId: set.id, entry, openedAt: state.position } };
    }
    case 'close': {
      if (!state.open) return state;
      const price = set.candles[state.position]?.close;
      if (price === undefined) return state;
      return {
        ...state,
        open: null,
        closed: closeWith(set, state.open, { price, reason: 'manual', bothTouched: false, closedAt: state.position }),
      };
    }
  }
}
