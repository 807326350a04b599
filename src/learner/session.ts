/*
 * A practice set's replay as the learner left it (`session` record, id: the set's id): the candle
 * it is at, where it started, the open trade with its levels, the levels typed for the next one and
 * the indicators shown. One record per set, rewritten on each step; the later version wins.
 */

export const SESSION_INDICATORS = ['sma', 'ema', 'bollinger', 'rsi', 'macd'] as const;
export type SessionIndicator = (typeof SESSION_INDICATORS)[number];

/** The longest level typed into the ticket that is kept, in characters. */
const LEVEL_MAX_LENGTH = 24;
/** More candles than any set holds. */
const POSITION_MAX = 1_000_000;

export interface SessionTrade {
  side: 'buy' | 'sell';
  entry: number;
  stop: number;
  target: number;
  quantity: number;
  /** The candle at whose close it opened. */
  openedAt: number;
  /** The stop it opened with, which sizes its R; absent while the stop has not moved. */
  plannedStop?: number;
}

export interface SessionData {
  /** Index of the candle the replay is at. */
  position: number;
  /** Index of the candle the replay started from (Back to start returns there). */
  start: number;
  open: SessionTrade | null;
  /** The ticket's stop and target as typed, for the next trade. */
  levels: { stop: string; target: string };
  indicators: Record<SessionIndicator, boolean>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= POSITION_MAX;
const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 1e12;
const isLevel = (value: unknown): value is string => typeof value === 'string' && value.length <= LEVEL_MAX_LENGTH;

function tradeOf(value: unknown): SessionTrade | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const { side, entry, stop, target, quantity, openedAt, plannedStop } = value;
  if (side !== 'buy' && side !== 'sell') return undefined;
  if (!isPrice(entry) || !isPrice(stop) || !isPrice(target) || !isPrice(quantity) || !isIndex(openedAt)) {
    return undefined;
  }
  if (plannedStop !== undefined && !isPrice(plannedStop)) return undefined;
  const trade: SessionTrade = { side, entry, stop, target, quantity, openedAt };
  if (plannedStop !== undefined) trade.plannedStop = plannedStop;
  return trade;
}

/** A session rebuilt from the fields it names (nested ones too), or undefined when one is wrong. */
export function sessionOf(data: Record<string, unknown>): SessionData | undefined {
  const { position, start, open, levels, indicators } = data;
  if (!isIndex(position) || !isIndex(start) || start > position) return undefined;
  const trade = tradeOf(open);
  if (trade === undefined || (trade && trade.openedAt > position)) return undefined;
  if (!isObject(levels) || !isLevel(levels.stop) || !isLevel(levels.target)) return undefined;
  if (!isObject(indicators)) return undefined;
  const shown = Object.fromEntries(SESSION_INDICATORS.map((key) => [key, indicators[key]]));
  if (!Object.values(shown).every((on) => typeof on === 'boolean')) return undefined;
  return {
    position,
    start,
    open: trade,
    levels: { stop: levels.stop, target: levels.target },
    indicators: shown as SessionData['indicators'],
  };
}
