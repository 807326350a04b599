/** @jest-environment node */
import { candle } from '@/test/candles';
import { exitOn, moveProblems, movedTrade, sizePosition, stopMoveOf, tradeResult, type OpenTrade } from './trade';

const long: OpenTrade = { setId: 's', side: 'buy', entry: 100, stop: 95, target: 115, quantity: 10, openedAt: 0 };
const short: OpenTrade = { ...long, side: 'sell', stop: 105, target: 85 };
const set = { segment: 'equity-delivery' as const, rupeesPerPoint: 1 };

describe('moving the stop of an open trade', () => {
  it('names what a move does to the risk', () => {
    expect(stopMoveOf(long, 93)).toBe('wider');
    expect(stopMoveOf(long, 97)).toBe('tighter');
    expect(stopMoveOf(long, 100)).toBe('breakeven');
    expect(stopMoveOf(long, 104)).toBe('locksProfit');
    expect(stopMoveOf(short, 107)).toBe('wider');
    expect(stopMoveOf(short, 96)).toBe('locksProfit');
    // Measured from the stop it opened with, not the last move.
    expect(stopMoveOf(movedTrade(long, { stop: 98, target: 115 }), 96)).toBe('tighter');
  });

  it('refuses a stop or target the price has already passed', () => {
    expect(moveProblems(long, { stop: 104, target: 115 }, 108)).toEqual([]);
    expect(moveProblems(long, { stop: 109, target: 115 }, 108)).toEqual(['stopPastPrice']);
    expect(moveProblems(long, { stop: 104, target: 107 }, 108)).toEqual(['targetPastPrice']);
    expect(moveProblems(short, { stop: 94, target: 85 }, 92)).toEqual([]);
    expect(moveProblems(short, { stop: 91, target: 85 }, 92)).toEqual(['stopPastPrice']);
  });

  it('closes a long whose stop was moved above the entry at that stop, for a positive R', () => {
    const moved = movedTrade(long, { stop: 104, target: 115 });
    expect(moved.plannedStop).toBe(95);
    const exit = exitOn(moved, candle(108, 109, 103, 103.5), 5);
    expect(exit).toEqual({ price: 104, reason: 'stop', bothTouched: false, closedAt: 5 });
    // 4 points gained over the 5 points planned at risk: +0.8 R.
    expect(tradeResult(moved, 104, set).r).toBe(0.8);
    expect(tradeResult(moved, 104, set).gross).toBe(40);
  });

  it('measures R from the planned stop when the stop was widened', () => {
    const moved = movedTrade(long, { stop: 90, target: 115 });
    expect(tradeResult(moved, 90, set).r).toBe(-2);
  });
});

describe('sizing in the instrument’s steps', () => {
  it('sizes bitcoin in thousandths of a coin', () => {
    expect(
      sizePosition({
        capital: 100_000,
        riskPercent: 1,
        entry: 4_135_846,
        stop: 3_890_000,
        lotSize: 0.001,
        rupeesPerPoint: 1,
      }),
    ).toMatchObject({ quantity: 0.004, lots: 4 });
  });
});
