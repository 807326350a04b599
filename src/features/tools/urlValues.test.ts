/** @jest-environment node */
import { readUrlValues, writeUrlValues } from './urlValues';

const DEFAULTS = { capital: '100000', risk: '1', side: 'long' };

describe('inputs in the URL', () => {
  it('round-trips what was typed through the query string', () => {
    const typed = { capital: '2,50,000', risk: '1.5', side: 'short' };
    const query = writeUrlValues(typed, DEFAULTS).toString();
    expect(query).toBe('capital=2%2C50%2C000&risk=1.5&side=short');
    expect(readUrlValues(new URLSearchParams(query), DEFAULTS)).toEqual(typed);
  });

  it('takes the default for a missing field and ignores unknown ones', () => {
    expect(readUrlValues(new URLSearchParams('risk=2&evil=1'), DEFAULTS)).toEqual({ ...DEFAULTS, risk: '2' });
  });

  it('keeps an impossible value as it came, for the form to say what is wrong with it', () => {
    expect(readUrlValues(new URLSearchParams('capital=-5'), DEFAULTS).capital).toBe('-5');
  });
});
