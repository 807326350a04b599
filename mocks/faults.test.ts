/**
 * The test helper that waits for the demo API's answer, which tests under a fake clock rely on.
 *
 * @jest-environment node
 */
import { http } from 'msw/core/http';
import { nextAnswer } from './faults';
import { server } from './node';
import { apiPath } from './paths';
import { DEMO_LEARNER } from './seed';

const BASE = 'http://localhost/api';

const logIn = () =>
  fetch(`${BASE}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LEARNER.email, password: DEMO_LEARNER.password, role: 'user' }),
  });

describe('nextAnswer', () => {
  it('settles once the matching request is answered, not on another one', async () => {
    let settled = false;
    const answered = nextAnswer('post', '/user/login').then(() => {
      settled = true;
    });
    await fetch(`${BASE}/course/getAll`);
    await Promise.resolve();
    expect(settled).toBe(false);

    expect((await logIn()).status).toBe(200);
    await answered;
    expect(settled).toBe(true);
  });

  it('fails with the handler’s error when the handler throws', async () => {
    server.use(
      http.post(apiPath('/user/login'), () => {
        throw new Error('handler broke');
      }),
    );
    // msw logs the exception as it turns it into a 500 for the client.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answered = nextAnswer('post', '/user/login');
    await logIn();
    await expect(answered).rejects.toThrow('handler broke');
  });
});
