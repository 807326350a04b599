/** @jest-environment node */
import { INDIA_OFFSET, isMidnightInIndia, istDay } from './indiaTime';

describe("India's time", () => {
  it('starts a day at midnight in India, 18:30 UTC the day before, wherever the clock is set', () => {
    expect(istDay(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(istDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    // 23:00 in New York on 1 March is 09:30 on 2 March in India; 01:00 in London on 2 March, 06:30.
    expect(istDay(new Date('2026-03-01T23:00:00-05:00'))).toBe('2026-03-02');
    expect(istDay(new Date('2026-03-02T01:00:00+00:00'))).toBe('2026-03-02');
  });

  it('knows midnight in India from any other moment', () => {
    expect(isMidnightInIndia(new Date(`2024-06-03T00:00:00${INDIA_OFFSET}`))).toBe(true);
    expect(isMidnightInIndia(new Date('2024-06-03T00:00:00Z'))).toBe(false);
    expect(isMidnightInIndia(new Date(`2024-06-03T00:01:00${INDIA_OFFSET}`))).toBe(false);
  });
});
