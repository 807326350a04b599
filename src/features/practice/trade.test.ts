/** @jest-environment node */
import { candle } from '@/test/candles';
import { journalStats } from './journalStats';
import { exitOn, sizePosition, tradeProblems, tradeResult, type OpenTrade } from './trade';

describe('sizing a position', () => {
  it('risks at most capital × risk % at the stop', () => {
    // ₹1,00,000 at 1 %: ₹1,000; a stop 20 away allows 50 shares.
    expect(
      sizePosition({ capital: 100_000, riskPercent: 1, entry: 500, stop: 480, lotSize: 1, rupeesPerPoint: 1 }),
    ).toEqual({
      allowedRisk: 1000,
      quantity: 50,
      lots: 50,
      risk: 1000,
    });
  });

  it('takes whole lots only, rounding down', () => {
    // ₹5,00,000 at 1 %: ₹5,000. A Nifty lot of 75 with a 30-point stop risks ₹2,250: two lots (₹4,500).
    const sizing = sizePosition({
      capital: 500_000,
      riskPercent: 1,
      entry: 23_000,
      stop: 22_970,
      lotSize: 75,
      rupeesPerPoint: 1,
    });
    expect(sizing).toEqual({ allowedRisk: 5000, quantity: 150, lots: 2, risk: 4500 });
  });

  it('sizes nothing when one lot risks more than allowed', () => {
    // A 100-point stop on one lot of 75 risks ₹7,500 > ₹5,000.
    expect(
      sizePosition({ capital: 500_000, riskPercent: 1, entry: 23_000, stop: 22_900, lotSize: 75, rupeesPerPoint: 1 }),
    ).toMatchObject({ quantity: 0, lots: 0, risk: 0 });
  });

  it('converts points to rupees and allows a crypto fraction', () => {
    // EUR/USD at ₹83 a dollar, lot 1000: a 0.005 stop risks ₹415 a lot; ₹1,000 allows two.
    expect(
      sizePosition({ capital: 100_000, riskPercent: 1, entry: 1.09, stop: 1.085, lotSize: 1000, rupeesPerPoint: 83 })
        .lots,
    ).toBe(2);
    // Bitcoin in steps of 0.0001: ₹1,000 over a ₹2,00,000 stop is 0.005.
    expect(
      sizePosition({
        capital: 100_000,
        riskPercent: 1,
        entry: 4_000_000,
        stop: 3_800_000,
        lotSize: 0.0001,
        rupeesPerPoint: 1,
      }).quantity,
    ).toBe(0.005);
  });

  it('never answers NaN for empty or impossible input', () => {
    expect(sizePosition({ capital: NaN, riskPercent: 1, entry: 10, stop: 10, lotSize: 1, rupeesPerPoint: 1 })).toEqual({
      allowedRisk: 0,
      quantity: 0,
      lots: 0,
      risk: 0,
    });
  });
});

describe('a planned trade', () => {
  it('needs the stop and the target on their sides of the entry', () => {
    expect(tradeProblems({ side: 'buy', entry: 100, stop: 105, target: 95, quantity: 1 })).toEqual([
      'stopSide',
      'targetSide',
    ]);
    expect(tradeProblems({ side: 'sell', entry: 100, stop: 105, target: 95, quantity: 1 })).toEqual([]);
    expect(tradeProblems({ side: 'buy', entry: 100, stop: 95, target: 110, quantity: 0 })).toEqual(['quantity']);
  });
});

describe('closing at the stop or the target', () => {
  const long: OpenTrade = { setId: 's', side: 'buy', entry: 100, stop: 95, target: 110, quantity: 10, openedAt: 0 };
  const short: OpenTrade = { ...long, side: 'sell', stop: 105, target: 90 };

  it('stays open while neither is touched', () => {
    expect(exitOn(long, candle(100, 104, 96, 101), 1)).toBeNull();
  });

  it('closes at the stop or the target price when a candle reaches it', () => {
    expect(exitOn(long, candle(100, 104, 94, 96), 3)).toEqual({
      price: 95,
      reason: 'stop',
      bothTouched: false,
      closedAt: 3,
    });
    expect(exitOn(long, candle(100, 111, 99, 109), 3)).toEqual({
      price: 110,
      reason: 'target',
      bothTouched: false,
      closedAt: 3,
    });
    expect(exitOn(short, candle(100, 106, 99, 104), 3)).toMatchObject({ price: 105, reason: 'stop' });
    expect(exitOn(short, candle(100, 101, 89, 92), 3)).toMatchObject({ price: 90, reason: 'target' });
  });

  it('counts the stop when one candle touches both, and says so', () => {
    expect(exitOn(long, candle(100, 112, 93, 108), 4)).toEqual({
      price: 95,
      reason: 'stop',
      bothTouched: true,
      closedAt: 4,
    });
    expect(exitOn(short, candle(100, 106, 88, 91), 4)).toEqual({
      price: 105,
      reason: 'stop',
      bothTouched: true,
      closedAt: 4,
    });
  });

  it('fills at the open when the price gaps beyond the stop or the target', () => {
    expect(exitOn(long, candle(92, 97, 90, 96), 2)).toMatchObject({ price: 92, reason: 'stop' });
    expect(exitOn(long, candle(113, 115, 108, 114), 2)).toMatchObject({ price: 113, reason: 'target' });
  });
});

describe('the result of a trade', () => {
  it('is −1 R at the stop and the loss in rupees includes the charges', () => {
    const trade: OpenTrade = { setId: 's', side: 'buy', entry: 500, stop: 480, target: 560, quantity: 50, openedAt: 0 };
    const result = tradeResult(trade, 480, { segment: 'equity-delivery', rupeesPerPoint: 1 });
    expect(result.r).toBe(-1);
    expect(result.gross).toBe(-1000);
    expect(result.risk).toBe(1000);
    // Delivery on ₹25,000 bought and ₹24,000 sold: STT 0.1 % each side = ₹49; exchange 0.00297 % of ₹49,000 =
    // ₹1.46; SEBI ₹10/crore = ₹0.05; stamp 0.015 % of ₹25,000 = ₹3.75; GST 18 % of ₹1.51 = ₹0.27.
    expect(result.charges).toMatchObject({
      brokerage: 0,
      transactionTax: 49,
      exchange: 1.46,
      sebi: 0.05,
      stampDuty: 3.75,
      gst: 0.27,
      total: 54.53,
    });
    expect(result.net).toBe(-1054.53);
  });

  it('is +3 R at a target three times as far, for a short too', () => {
    const trade: OpenTrade = {
      setId: 's',
      side: 'sell',
      entry: 23_000,
      stop: 23_030,
      target: 22_910,
      quantity: 75,
      openedAt: 0,
    };
    const result = tradeResult(trade, 22_910, { segment: 'futures', rupeesPerPoint: 1 });
    expect(result.r).toBe(3);
    expect(result.gross).toBe(6750);
    expect(result.net).toBeLessThan(6750);
  });
});

describe('journal statistics', () => {
  it('gives the win rate, average R, expectancy and largest drawdown in R', () => {
    const stats = journalStats([
      { r: 2, net: 1900 },
      { r: -1, net: -1050 },
      { r: -1, net: -1050 },
      { r: 3, net: 2900 },
      { r: -1, net: -1050 },
    ]);
    expect(stats.trades).toBe(5);
    expect(stats.winRate).toBe(0.4);
    expect(stats.averageR).toBe(0.4);
    // 0.4 × 2.5 R − 0.6 × 1 R = 0.4 R.
    expect(stats.expectancyR).toBe(0.4);
    expect(stats.expectancyRupees).toBe(330);
    expect(stats.curve).toEqual([2, 1, 0, 3, 2]);
    expect(stats.maxDrawdownR).toBe(2);
  });

  it('is all zeros without trades', () => {
    expect(journalStats([])).toEqual({
      trades: 0,
      winRate: 0,
      averageR: 0,
      expectancyR: 0,
      expectancyRupees: 0,
      maxDrawdownR: 0,
      curve: [],
    });
  });
});
