/** @jest-environment node */
import { tradeCharges } from './charges';
import { CHARGE_SCHEDULE } from './rates';

// Each case is worked out by hand from the schedule in rates.ts: brokerage per order,
// STT/CTT on the side(s) it applies to, exchange charges on the turnover, SEBI ₹10 a crore of
// turnover, stamp duty on the buy side, GST 18 % of (brokerage + exchange + SEBI); each line to the paisa.
describe('tradeCharges', () => {
  it('equity delivery', () => {
    // Buy 100 at ₹1,000 (₹1,00,000), sell at ₹1,100 (₹1,10,000); turnover ₹2,10,000.
    // Brokerage 0; STT 0.1 % × 2,10,000 = 210; exchange 0.00297 % × 2,10,000 = 6.237 → 6.24;
    // SEBI 2,10,000 × 10 / 1,00,00,000 = 0.21; stamp 0.015 % × 1,00,000 = 15;
    // GST 18 % × (0 + 6.24 + 0.21) = 1.161 → 1.16; total 232.61; net 10,000 − 232.61 = 9,767.39.
    expect(tradeCharges({ segment: 'equityDelivery', buyPrice: 1000, sellPrice: 1100, quantity: 100 })).toEqual({
      turnover: 210_000,
      brokerage: 0,
      transactionTax: 210,
      exchange: 6.24,
      sebi: 0.21,
      stampDuty: 15,
      gst: 1.16,
      total: 232.61,
      grossPnl: 10_000,
      netPnl: 9767.39,
      breakevenPoints: 2.33,
    });
  });

  it('equity intraday, brokerage at its ₹20 cap', () => {
    // Buy 500 at ₹400 (₹2,00,000), sell at ₹404 (₹2,02,000); turnover ₹4,02,000.
    // Brokerage 0.03 % of each order is 60 and 60.60, capped at 20 each: 40; STT 0.025 % × 2,02,000 = 50.50;
    // exchange 0.00297 % × 4,02,000 = 11.9394 → 11.94; SEBI 0.402 → 0.40; stamp 0.003 % × 2,00,000 = 6;
    // GST 18 % × (40 + 11.94 + 0.40) = 9.4212 → 9.42; total 118.26; net 2,000 − 118.26 = 1,881.74.
    expect(tradeCharges({ segment: 'equityIntraday', buyPrice: 400, sellPrice: 404, quantity: 500 })).toEqual({
      turnover: 402_000,
      brokerage: 40,
      transactionTax: 50.5,
      exchange: 11.94,
      sebi: 0.4,
      stampDuty: 6,
      gst: 9.42,
      total: 118.26,
      grossPnl: 2000,
      netPnl: 1881.74,
      breakevenPoints: 0.24,
    });
  });

  it('equity intraday, a small order pays the percentage below the cap', () => {
    // Buy 10 at ₹100 (₹1,000) and sell at ₹101 (₹1,010): 0.03 % is 0.30 + 0.303 = 0.603 → 0.60.
    expect(tradeCharges({ segment: 'equityIntraday', buyPrice: 100, sellPrice: 101, quantity: 10 })?.brokerage).toBe(
      0.6,
    );
  });

  it('futures (F&O)', () => {
    // One Nifty lot of 75: buy at 24,000 (₹18,00,000), sell at 24,100 (₹18,07,500); turnover ₹36,07,500.
    // Brokerage 20 + 20 = 40; STT 0.02 % × 18,07,500 = 361.50; exchange 0.00173 % × 36,07,500 = 62.40975 → 62.41;
    // SEBI 3.6075 → 3.61; stamp 0.002 % × 18,00,000 = 36; GST 18 % × (40 + 62.41 + 3.61) = 19.0836 → 19.08;
    // total 522.60; net 7,500 − 522.60 = 6,977.40; 522.60 / 75 = 6.968 → 6.97 points to break even.
    expect(tradeCharges({ segment: 'futures', buyPrice: 24_000, sellPrice: 24_100, quantity: 75 })).toEqual({
      turnover: 3_607_500,
      brokerage: 40,
      transactionTax: 361.5,
      exchange: 62.41,
      sebi: 3.61,
      stampDuty: 36,
      gst: 19.08,
      total: 522.6,
      grossPnl: 7500,
      netPnl: 6977.4,
      breakevenPoints: 6.97,
    });
  });

  it('options (F&O), charged on the premium', () => {
    // Two lots of 75 = 150: buy at premium ₹100 (₹15,000), sell at ₹120 (₹18,000); turnover ₹33,000.
    // Brokerage flat 20 + 20 = 40; STT 0.1 % × 18,000 = 18; exchange 0.03503 % × 33,000 = 11.5599 → 11.56;
    // SEBI 0.033 → 0.03; stamp 0.003 % × 15,000 = 0.45; GST 18 % × (40 + 11.56 + 0.03) = 9.2862 → 9.29;
    // total 79.33; net 3,000 − 79.33 = 2,920.67.
    expect(tradeCharges({ segment: 'options', buyPrice: 100, sellPrice: 120, quantity: 150 })).toEqual({
      turnover: 33_000,
      brokerage: 40,
      transactionTax: 18,
      exchange: 11.56,
      sebi: 0.03,
      stampDuty: 0.45,
      gst: 9.29,
      total: 79.33,
      grossPnl: 3000,
      netPnl: 2920.67,
      breakevenPoints: 0.53,
    });
  });

  it('commodity futures (MCX), with CTT', () => {
    // One crude oil lot of 100 barrels: buy at ₹6,000 (₹6,00,000), sell at ₹6,040 (₹6,04,000); turnover ₹12,04,000.
    // Brokerage 20 + 20 = 40; CTT 0.01 % × 6,04,000 = 60.40; exchange 0.0021 % × 12,04,000 = 25.284 → 25.28;
    // SEBI 1.204 → 1.20; stamp 0.002 % × 6,00,000 = 12; GST 18 % × (40 + 25.28 + 1.20) = 11.9664 → 11.97;
    // total 150.85; net 4,000 − 150.85 = 3,849.15.
    expect(tradeCharges({ segment: 'commodityFutures', buyPrice: 6000, sellPrice: 6040, quantity: 100 })).toMatchObject(
      {
        turnover: 1_204_000,
        brokerage: 40,
        transactionTax: 60.4,
        exchange: 25.28,
        sebi: 1.2,
        stampDuty: 12,
        gst: 11.97,
        total: 150.85,
        grossPnl: 4000,
        netPnl: 3849.15,
      },
    );
  });

  it('commodity options (MCX)', () => {
    // 100 units: buy at premium ₹150 (₹15,000), sell at ₹180 (₹18,000); turnover ₹33,000.
    // Brokerage 40; CTT 0.05 % × 18,000 = 9; exchange 0.0418 % × 33,000 = 13.794 → 13.79; SEBI 0.03;
    // stamp 0.003 % × 15,000 = 0.45; GST 18 % × (40 + 13.79 + 0.03) = 9.6876 → 9.69; total 72.96.
    expect(tradeCharges({ segment: 'commodityOptions', buyPrice: 150, sellPrice: 180, quantity: 100 })).toMatchObject({
      brokerage: 40,
      transactionTax: 9,
      exchange: 13.79,
      sebi: 0.03,
      stampDuty: 0.45,
      gst: 9.69,
      total: 72.96,
      netPnl: 2927.04,
    });
  });

  it('currency futures (USD/INR)', () => {
    // One lot of 1,000: buy at ₹83.50 (₹83,500), sell at ₹83.70 (₹83,700); turnover ₹1,67,200.
    // Brokerage 0.03 % is 25.05 and 25.11, capped at 20 each: 40; no STT; exchange 0.00035 % ×
    // 1,67,200 = 0.5852 → 0.59; SEBI 0.1672 → 0.17; stamp 0.0001 % × 83,500 = 0.0835 → 0.08;
    // GST 18 % × (40 + 0.59 + 0.17) = 7.3368 → 7.34; total 48.18; net 200 − 48.18 = 151.82.
    expect(tradeCharges({ segment: 'currencyFutures', buyPrice: 83.5, sellPrice: 83.7, quantity: 1000 })).toMatchObject(
      {
        brokerage: 40,
        transactionTax: 0,
        exchange: 0.59,
        sebi: 0.17,
        stampDuty: 0.08,
        gst: 7.34,
        total: 48.18,
        netPnl: 151.82,
      },
    );
  });

  it('crypto: the exchange’s fee on each side and GST on it, no SEBI fee, STT or stamp duty', () => {
    // 0.01 BTC: buy at ₹50,00,000 (₹50,000), sell at ₹51,00,000 (₹51,000).
    // Fee 0.2 % of each side, uncapped: 100 + 102 = 202; GST 18 % × 202 = 36.36; total 238.36.
    expect(
      tradeCharges({ segment: 'crypto', buyPrice: 5_000_000, sellPrice: 5_100_000, quantity: 0.01 }),
    ).toMatchObject({
      brokerage: 202,
      transactionTax: 0,
      exchange: 0,
      sebi: 0,
      stampDuty: 0,
      gst: 36.36,
      total: 238.36,
      netPnl: 761.64,
    });
  });

  it('a losing trade pays the same kinds of charges and loses more', () => {
    // Delivery: buy 10 at ₹500, sell at ₹480: gross −200; STT 0.1 % × 9,800 = 9.80; stamp 0.015 % × 5,000 = 0.75.
    const charges = tradeCharges({ segment: 'equityDelivery', buyPrice: 500, sellPrice: 480, quantity: 10 });
    expect(charges).toMatchObject({ grossPnl: -200, transactionTax: 9.8, stampDuty: 0.75 });
    expect(charges?.netPnl).toBeLessThan(-200);
  });

  it('takes the schedule as a parameter, so a change of rates is a change of data', () => {
    const noGst = { ...CHARGE_SCHEDULE, gstPercent: 0 };
    expect(tradeCharges({ segment: 'options', buyPrice: 100, sellPrice: 120, quantity: 150 }, noGst)?.gst).toBe(0);
  });

  it.each([
    { buyPrice: -1, sellPrice: 100, quantity: 1 },
    { buyPrice: 100, sellPrice: 100, quantity: 0 },
    { buyPrice: 0, sellPrice: 0, quantity: 10 },
    { buyPrice: Number.NaN, sellPrice: 100, quantity: 1 },
  ])('has no charges for impossible input %o', (input) => {
    expect(tradeCharges({ segment: 'equityDelivery', ...input })).toBeNull();
  });
});
