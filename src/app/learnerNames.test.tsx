import { screen } from '@testing-library/react';
import { http } from 'msw/core/http';
import { certificateVerifyPath } from '@/config/paths';
import { loggedIn } from '@/store/authSlice';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/paths';

/** A name as a server that did not clean it might hand it out: an override, a NUL, an isolate. */
const SPOOFED = '\u202Egnp.exe\u0000 \u2066Ramesh\u2069';
const SHOWN = 'Gnp.exe Ramesh';

// eslint-disable-next-line no-control-regex -- control characters are what must not be shown.
const hasMarks = (text: string | null) => /[\u0000-\u001F\u202A-\u202E\u2066-\u2069]/.test(text ?? '');

describe("a learner's name the server hands out with direction overrides and control characters", () => {
  it('is shown as plain text on the public verification page', async () => {
    const number = 'TS-7K3F-Q9M2-XD4A';
    server.use(
      http.get(apiPath('/certificates/verify/:number'), () =>
        Response.json({
          data: {
            number,
            courseTitle: 'Crypto Trading Basics',
            learnerName: SPOOFED,
            completedAt: '2026-11-05T10:00:00.000Z',
            issuedAt: '2026-11-06T10:00:00.000Z',
          },
        }),
      ),
    );
    renderApp(certificateVerifyPath(number));
    const name = await screen.findByText(SHOWN);
    expect(hasMarks(name.textContent)).toBe(false);
  });

  it('is shown as plain text in the account menu', async () => {
    const store = makeStore();
    const { token, user } = await logInDemoLearner(store);
    store.dispatch(loggedIn({ token, user: { ...user, username: SPOOFED } }));
    const { user: person } = renderApp('/about', { store });
    const button = screen.getByRole('button', { name: `Account menu for ${SHOWN}` });
    expect(button).toHaveTextContent('GR');
    await person.click(button);
    const shown = await screen.findByText(SHOWN);
    expect(hasMarks(shown.textContent)).toBe(false);
  });
});
