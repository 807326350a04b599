import { act, waitFor } from '@testing-library/react';
import { http } from 'msw/core/http';
import { server } from '@mocks/node';
import { failedFileOf, reloadOnStaleChunk, STALE_RELOAD_GUARD_MS } from './reloadOnStaleChunk';

const CHUNK = 'http://localhost/assets/AboutPage-1a2b3c.js';

/** What Vite's preload helper dispatches when a dynamic import fails. */
function importFails(file = CHUNK) {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: unknown };
  event.payload = new TypeError(`Failed to fetch dynamically imported module: ${file}`);
  window.dispatchEvent(event);
}

/** The server's answer for the chunk; counts the questions. */
function chunkAnswers(answer: () => Response) {
  const asked = { count: 0 };
  server.use(
    http.head(CHUNK, () => {
      asked.count += 1;
      return answer();
    }),
  );
  return asked;
}

/** Lets the check that started settle. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

let stop: () => void = () => undefined;
const reload = jest.fn();

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  stop = reloadOnStaleChunk(reload);
});

afterEach(() => stop());

describe('a chunk of an older build that is gone from the server', () => {
  it('reloads the page once, and not again for the next one that is missing', async () => {
    const asked = chunkAnswers(() => new Response(null, { status: 404 }));
    importFails();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // The reloaded page (same tab) finds a file missing again: reloading would loop.
    importFails();
    await waitFor(() => expect(asked.count).toBe(2));
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later redeploy', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-01-05T10:00:00Z'));
    chunkAnswers(() => new Response(null, { status: 404 }));
    importFails();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    now.mockReturnValue(Date.parse('2026-01-05T10:00:00Z') + STALE_RELOAD_GUARD_MS + 1);
    importFails();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('does not reload offline: the part that failed says so in place', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const asked = chunkAnswers(() => new Response(null, { status: 404 }));
    importFails();
    await settle();
    expect(asked.count).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the server does not answer, or still has the file', async () => {
    let answer = () => Response.error();
    const asked = chunkAnswers(() => answer());
    importFails();
    await waitFor(() => expect(asked.count).toBe(1));
    await settle();

    answer = () => new Response(null, { status: 200 });
    importFails();
    await waitFor(() => expect(asked.count).toBe(2));
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('failedFileOf', () => {
  it("reads the file from the browser's and Vite's messages", () => {
    expect(failedFileOf(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedFileOf(new Error('Unable to preload CSS for /assets/BlogPage-9f8e.css'))).toBe(
      '/assets/BlogPage-9f8e.css',
    );
    expect(failedFileOf(new Error('Something else'))).toBeNull();
  });
});
