/**
 * What the tests of faults and bad input (faults.*.test.tsx) share. Every API endpoint answers a
 * 500, a network error, a time-out, malformed JSON and a 401 in turn, and the screen that uses it
 * must say so, stay up and keep what was typed. A 401 on a learner's call ends the session: what
 * they typed must be there again once they have logged back in.
 *
 * The time-out is real, not a stand-in: the fault handler never answers and a fake clock runs past
 * the base query's API_TIMEOUT_MS (the reset call's own RESET_TIMEOUT_MS on /NewPassGenerate), so RTK Query's
 * AbortSignal fires, fetch rejects with its TimeoutError and the base query reports an ApiError of
 * kind 'timeout'. The clock is `startFakeClock` from @/test/render, not a bare `jest.useFakeTimers()`:
 * with `queueMicrotask` faked as well, MSW misses the abort and answers a generic 500 (why is told
 * there). faults.reads.test.tsx checks first that the app really sees kind 'timeout'.
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { API_TIMEOUT_MS } from '@/config/constants';
import type { VdoPlayerApi } from '@/features/learning/vdoPlayer';
import type { AppStore } from '@/store/store';
import type { FaultKind } from '@mocks/faults';

export type Kind = FaultKind;

export const KINDS: Kind[] = ['server-error', 'network', 'timeout', 'malformed', 'unauthorized'];
/** What the fault handlers of mocks/faults.ts say in their bodies. */
const SERVER_500 = 'Internal server error';
const SERVER_401 = 'Unauthorized';

/** Console errors that mean a render crashed or an error escaped. */
const CRASH_SIGNS = ['Uncaught', 'The above error occurred', 'Unexpected error', 'Route error'];
let consoleErrors: string[];

beforeEach(() => {
  consoleErrors = [];
  const original = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(
      args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' '),
    );
    original(...args);
  });
  // The viewer's player script is a third party; a stand-in keeps the review form's page quiet.
  const player: VdoPlayerApi = {
    getInstance: () => ({
      video: {
        currentTime: 0,
        duration: Number.NaN,
        paused: true,
        playbackRate: 1,
        addEventListener() {},
        removeEventListener() {},
        play() {},
        pause() {},
      },
    }),
  };
  window.VdoPlayer = player;
});

afterEach(() => {
  jest.restoreAllMocks();
  delete window.VdoPlayer;
});

/** Once the faulted request is in flight, runs the clock past the base query's time-out. */
export async function outlastTimeout(fault: HttpHandler) {
  await waitFor(() => expect(fault.isUsed).toBe(true));
  await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS + 100));
}

export function expectNoCrash() {
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  expect(consoleErrors.filter((message) => CRASH_SIGNS.some((sign) => message.includes(sign)))).toEqual([]);
}

/** A 401 on a call made with the learner's token ends the session: the navbar offers LogIn again. */
export async function expectLoggedOut(store: AppStore) {
  expect(await screen.findByRole('link', { name: 'LogIn' })).toBeInTheDocument();
  expect(store.getState().auth.session.token).toBeNull();
}

/** The server's words on an HTTP error, else the screen's own fallback text. */
export const serverOr = (fallback: string) => (kind: Kind) =>
  kind === 'server-error' ? SERVER_500 : kind === 'unauthorized' ? SERVER_401 : fallback;
