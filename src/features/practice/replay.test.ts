/** @jest-environment node */
import type { Candle, PracticeSet } from './model';
import { initialReplay, replayReducer, shownCandles, type ReplayAction, type ReplayState } from './replay';

const candle = (i: number, low: number, high: number): Candle => ({
  date: `2024-01-${String(i + 1).padStart(2, '0')}`,
  open: 100,
  high,
  low,
  close: 100,
  volume: 1,
});

const set = {
  id: 'test',
  segment: 'equity-delivery',
  rupeesPerPoint: 1,
  lotSize: 1,
  start: 2,
  candles: [
    candle(0, 99, 101),
    candle(1, 99, 101),
    candle(2, 99, 101),
    candle(3, 98, 102),
    candle(4, 89, 112),
    candle(5, 99, 101),
  ],
} as unknown as PracticeSet;

const run = (actions: ReplayAction[], state: ReplayState = initialReplay(set)) =>
  actions.reduce((current, action) => replayReducer(set, current, action), state);

describe('the replay', () => {
  it('shows the candles up to its position and none after', () => {
    const state = run([{ type: 'step' }]);
    expect(state.position).toBe(3);
    const shown = shownCandles(set.candles, state.position);
    expect(shown.map((c) => c.date)).toEqual(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04']);
    expect(shown).not.toContain(set.candles[4]);
  });

  it('stops at the last candle and goes back to the start', () => {
    const end = run(Array.from({ length: 10 }, () => ({ type: 'step' }) as const));
    expect(end.position).toBe(5);
    expect(run([{ type: 'reset' }], end).position).toBe(2);
  });

  it('opens at the current close and closes at the stop when a candle touches stop and target both', () => {
    const opened = run([{ type: 'open', trade: { side: 'buy', stop: 90, target: 110, quantity: 10 } }]);
    expect(opened.open).toMatchObject({ entry: 100, openedAt: 2 });
    const afterOne = run([{ type: 'step' }], opened);
    expect(afterOne.open).not.toBeNull();
    const afterTwo = run([{ type: 'step' }], afterOne);
    expect(afterTwo.open).toBeNull();
    expect(afterTwo.closed?.exit).toEqual({ price: 90, reason: 'stop', bothTouched: true, closedAt: 4 });
    expect(afterTwo.closed?.result.r).toBe(-1);
  });

  it('closes by hand at the current close', () => {
    const closed = run([
      { type: 'open', trade: { side: 'sell', stop: 105, target: 80, quantity: 1 } },
      { type: 'step' },
      { type: 'close' },
    ]);
    expect(closed.closed?.exit).toMatchObject({ price: 100, reason: 'manual', closedAt: 3 });
    expect(closed.closed?.result.r).toBe(0);
  });
});

describe('moving levels and choosing where to start', () => {
  it('moves an open trade’s stop and target, and refuses a stop the price has passed', () => {
    const opened = run([{ type: 'open', trade: { side: 'buy', stop: 1, target: 1e9, quantity: 1 } }]);
    const price = set.candles[opened.position]?.close ?? 0;
    const moved = replayReducer(set, opened, { type: 'move', stop: price * 0.99, target: price * 2 });
    expect(moved.open).toMatchObject({ stop: price * 0.99, target: price * 2, plannedStop: 1 });
    expect(replayReducer(set, opened, { type: 'move', stop: price * 1.01, target: price * 2 })).toBe(opened);
  });

  it('restarts from a chosen candle, and Back to start returns there', () => {
    const restarted = run([{ type: 'restart', at: set.start + 3 }]);
    expect(restarted).toMatchObject({ position: set.start + 3, start: set.start + 3, open: null });
    const stepped = replayReducer(set, restarted, { type: 'step' });
    expect(replayReducer(set, stepped, { type: 'reset' }).position).toBe(set.start + 3);
    // Never before the set's own start, nor past its end.
    expect(run([{ type: 'restart', at: -5 }]).position).toBe(set.start);
    expect(run([{ type: 'restart', at: 1e9 }]).position).toBe(set.candles.length - 1);
  });
});
