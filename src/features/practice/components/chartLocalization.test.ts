/** @jest-environment node */
import { chartLocalization } from './chartLocalization';

describe('the chart’s localisation', () => {
  it('groups prices the Indian way', () => {
    expect(chartLocalization('en-IN', 2, false).priceFormatter(4135846.5)).toBe('41,35,846.50');
    expect(chartLocalization('en-IN', 0, false).priceFormatter(123456)).toBe('1,23,456');
  });

  it('names months in the page’s language', () => {
    const day = '2024-06-03';
    expect(chartLocalization('en-IN', 2, false).timeFormatter(day)).toBe('3 Jun 2024');
    const hindi = chartLocalization('hi-IN', 2, false).timeFormatter(day);
    expect(hindi).not.toContain('Jun');
    expect(hindi).toContain('2024');
    expect(chartLocalization('hi-IN', 2, false).locale).toBe('hi-IN');
  });
});
