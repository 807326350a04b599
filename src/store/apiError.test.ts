/** @jest-environment node */
import { errorMessage, normaliseError } from './apiError';

describe('normaliseError', () => {
  it.each([
    [
      { status: 400, data: { message: 'Invalid OTP' } },
      { kind: 'http', status: 400, serverMessage: 'Invalid OTP' },
    ],
    [
      { status: 429, data: { error: { message: 'Quota exceeded' } } },
      { kind: 'http', status: 429, serverMessage: 'Quota exceeded' },
    ],
    [
      { status: 500, data: '<html>' },
      { kind: 'http', status: 500, serverMessage: undefined },
    ],
    [
      { status: 404, data: { data: 'User not found' } },
      { kind: 'http', status: 404, serverMessage: 'User not found' },
    ],
    [
      { status: 500, data: { message: 'Mail server down', data: 'ignored' } },
      { kind: 'http', status: 500, serverMessage: 'Mail server down' },
    ],
    [
      { status: 500, data: { data: '   ', error: 'Boom' } },
      { kind: 'http', status: 500, serverMessage: 'Boom' },
    ],
    [
      { status: 500, data: { data: { nested: true } } },
      { kind: 'http', status: 500, serverMessage: undefined },
    ],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, { kind: 'network' }],
    [{ status: 'TIMEOUT_ERROR', error: 'TimeoutError' }, { kind: 'timeout' }],
    [{ status: 'PARSING_ERROR', originalStatus: 200, data: '{not json', error: 'SyntaxError' }, { kind: 'parse' }],
    [
      { status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad gateway', error: 'SyntaxError' },
      { kind: 'http', status: 502 },
    ],
  ] as const)('maps %j', (input, expected) => {
    expect(normaliseError(input as Parameters<typeof normaliseError>[0])).toEqual(expected);
  });
});

describe('errorMessage', () => {
  it('prefers the server message and falls back to the screen text', () => {
    expect(errorMessage({ kind: 'http', status: 400, serverMessage: 'Invalid OTP' }, 'fallback')).toBe('Invalid OTP');
    expect(errorMessage({ kind: 'network' }, 'fallback')).toBe('fallback');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
