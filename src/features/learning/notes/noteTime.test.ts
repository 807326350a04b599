/** @jest-environment node */
import { formatNoteTime } from './noteTime';

describe('formatNoteTime', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [83.9, '1:23'],
    [725, '12:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3729, '1:02:09'],
    [36_000, '10:00:00'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s s is %s', (seconds, shown) => {
    expect(formatNoteTime(seconds)).toBe(shown);
  });
});
