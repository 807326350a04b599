/** What the statistics read of a journal entry. */
export interface Scored {
  r: number;
  net: number;
}

export interface JournalStats {
  trades: number;
  /** Share of trades with a positive result after charges, 0 to 1. */
  winRate: number;
  averageR: number;
  /**
   * What a trade earns on average, in R: the win rate × the average winning R, less the loss
   * rate × the average losing R (which equals the average R).
   */
  expectancyR: number;
  /** The same in rupees after charges. */
  expectancyRupees: number;
  /** The largest fall of the cumulative R from a peak, as a positive number of R. */
  maxDrawdownR: number;
  /** The cumulative R after each trade, in order. */
  curve: number[];
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** The journal's statistics over trades in the order they were taken. */
export function journalStats(trades: readonly Scored[]): JournalStats {
  const wins = trades.filter((trade) => trade.net > 0);
  const losses = trades.filter((trade) => trade.net <= 0);
  const winRate = trades.length ? wins.length / trades.length : 0;
  const expectancyR = winRate * mean(wins.map((t) => t.r)) + (1 - winRate) * mean(losses.map((t) => t.r));
  const curve: number[] = [];
  let total = 0;
  let peak = 0;
  let maxDrawdownR = 0;
  for (const trade of trades) {
    total += trade.r;
    curve.push(Math.round(total * 100) / 100);
    peak = Math.max(peak, total);
    maxDrawdownR = Math.max(maxDrawdownR, peak - total);
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    trades: trades.length,
    winRate,
    averageR: round(mean(trades.map((t) => t.r))),
    expectancyR: round(expectancyR),
    expectancyRupees: round(mean(trades.map((t) => t.net))),
    maxDrawdownR: round(maxDrawdownR),
    curve,
  };
}
