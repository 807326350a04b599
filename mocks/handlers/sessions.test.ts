/**
 * Sessions as the demo API holds them, spoken to over HTTP: logout ends the token it carries, a
 * session ends after a week unused and a month after its login however used, and a learner holds
 * a bounded number of them, a new login ending the oldest.
 *
 * @jest-environment node
 */
import { call, logIn } from '@/test/demoApiHttp';
import { MAX_SESSIONS_PER_USER, SESSION_IDLE_MS, SESSION_MAX_AGE_MS, setClock } from '@mocks/db';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID } from '@mocks/seed';

const readsUser = async (token: string) => (await call('GET', `/user/get-user/${DEMO_LEARNER_ID}`, { token })).status;

const writesNote = async (token: string) =>
  (
    await call('PUT', `/learner-data/${DEMO_LEARNER_ID}`, {
      token,
      body: {
        records: [
          {
            kind: 'note',
            courseId: OWNED_COURSE_ID,
            id: 'n1',
            updatedAt: '2026-05-01T10:00:00.000Z',
            data: { lesson: '0-0', seconds: 12, text: 'Support at 62k', createdAt: '2026-05-01T10:00:00.000Z' },
          },
        ],
      },
    })
  ).status;

const logOut = (token?: string) => call('POST', '/user/logout', { token });

const DAY = 24 * 60 * 60 * 1000;

describe('POST /user/logout', () => {
  it('ends the session of its token: the token reads and writes nothing after', async () => {
    const token = await logIn();
    expect(await readsUser(token)).toBe(200);
    expect(await writesNote(token)).toBe(200);

    expect(await logOut(token)).toEqual({ status: 200, body: { message: 'Logged out' } });
    expect(await readsUser(token)).toBe(401);
    expect(await writesNote(token)).toBe(401);
  });

  it("ends that session only: the learner's other tabs and devices stay signed in", async () => {
    const laptop = await logIn();
    const phone = await logIn();
    await logOut(laptop);
    expect(await readsUser(laptop)).toBe(401);
    expect(await readsUser(phone)).toBe(200);
  });

  it('answers a token already ended as it answered the first time, and 401 without a token', async () => {
    const token = await logIn();
    await logOut(token);
    expect(await logOut(token)).toEqual({ status: 200, body: { message: 'Logged out' } });
    expect(await logOut('not-a-token')).toEqual({ status: 200, body: { message: 'Logged out' } });
    expect((await logOut()).status).toBe(401);
  });

  it('does not end the session after it when the same learner logs in again', async () => {
    const old = await logIn();
    await logOut(old);
    const fresh = await logIn();
    expect(await readsUser(fresh)).toBe(200);
    expect(await readsUser(old)).toBe(401);
  });
});

describe('a session', () => {
  let time: number;
  beforeEach(() => {
    time = Date.parse('2026-05-01T09:00:00.000Z');
    // resetDb(), before every test, puts the real clock back.
    setClock(() => time);
  });

  it('lives on while it is used, and ends a week after its last use', async () => {
    const token = await logIn();
    time += SESSION_IDLE_MS - 1000;
    expect(await readsUser(token)).toBe(200);
    // Used just now: another week, nearly, from here.
    time += SESSION_IDLE_MS - 1000;
    expect(await readsUser(token)).toBe(200);
    time += SESSION_IDLE_MS;
    expect(await readsUser(token)).toBe(401);
    // Over is over: using it again does not bring it back.
    time += 1000;
    expect(await writesNote(token)).toBe(401);
  });

  it('ends a month after its login however often it is used', async () => {
    const token = await logIn();
    for (let day = 1; day * DAY < SESSION_MAX_AGE_MS; day += 1) {
      time += DAY;
      expect([day, await readsUser(token)]).toEqual([day, 200]);
    }
    time += DAY;
    expect(await readsUser(token)).toBe(401);
    // A new login is a new session, with a month of its own.
    expect(await readsUser(await logIn())).toBe(200);
  });
});

describe('sessions per learner', () => {
  it(`are at most ${MAX_SESSIONS_PER_USER}: a login past that ends the oldest, and only it`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i += 1) tokens.push(await logIn());
    expect(await readsUser(tokens[0] ?? '')).toBe(200);

    const newest = await logIn();
    expect(await readsUser(tokens[0] ?? '')).toBe(401);
    for (const token of [...tokens.slice(1), newest]) expect(await readsUser(token)).toBe(200);
    // Each login hashes a password on purpose: slow on a busy machine.
  }, 60_000);

  it("are counted per learner: another learner's logins end none of them", async () => {
    const mine = await logIn();
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i += 1) await logIn('rohan.mehta@example.com', 'Reviewer@123');
    expect(await readsUser(mine)).toBe(200);
  }, 60_000);
});
