import { screen } from '@testing-library/react';
import confetti from 'canvas-confetti';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { makeStore } from '@/store/store';
import { renderApp, startFakeClock } from '@/test/render';

// jsdom cannot draw the confetti; the popup's own canvas gets a stand-in that draws nothing.
jest.mock('canvas-confetti', () => Object.assign(jest.fn(), { reset: jest.fn(), create: jest.fn() }));
const create = confetti.create as unknown as jest.Mock;

const END = new Date(env.promo.endsAt).getTime();
const DAY = 24 * 60 * 60 * 1000;

beforeAll(() => import('./HomePage'));
beforeEach(() => {
  startFakeClock();
  create.mockImplementation(() => Object.assign(jest.fn(), { reset: jest.fn() }));
});
afterEach(() => jest.useRealTimers());

describe('festival promo popup on the Hindi home page', () => {
  it('opens as a dialog named in Hindi; its button leads to the Hindi courses', async () => {
    jest.setSystemTime(END - 3 * DAY);
    const { user, router } = renderApp('/hi', { store: makeStore(), fakeTimers: true });
    const popup = await screen.findByRole('dialog', { name: 'फ़ेस्टिवल ऑफ़र: सालाना ट्रेडिंग पैकेज 2025' });
    expect(popup).toHaveAccessibleDescription(
      'पूरे एक साल के लिए सभी कोर्स, लाइव मार्केट सेशन और मेंटर सपोर्ट, हमारी अब तक की सबसे कम कीमत पर।',
    );
    await user.click(screen.getByRole('button', { name: 'अभी ऑफ़र पाएँ!' }));
    expect(router.state.location.pathname).toBe(`/hi${paths.coursesAlias}`);
  });
});
