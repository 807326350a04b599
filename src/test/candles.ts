import type { Candle } from '@/features/practice/model';

/** A daily candle of a practice set, for the lab's rules: its prices, on an ordinary day. */
export const candle = (open: number, high: number, low: number, close: number): Candle => ({
  date: '2024-01-02',
  open,
  high,
  low,
  close,
  volume: 1,
});
