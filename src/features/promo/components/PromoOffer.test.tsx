import { act, screen, within } from '@testing-library/react';
import { env } from '@/config/env';
import { renderWithProviders, startFakeClock } from '@/test/render';
import { PromoOffer } from './PromoOffer';

const END = new Date(env.promo.endsAt).getTime();
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderOfferAt(now: number, route: string) {
  jest.setSystemTime(now);
  window.innerWidth = 1024;
  return renderWithProviders(<PromoOffer onClose={() => undefined} onGrab={() => undefined} />, {
    route,
  });
}

beforeEach(startFakeClock);
afterEach(() => jest.useRealTimers());

describe('festival offer in Hindi', () => {
  it('says the offer, the prices and the saving in Hindi, prices grouped the Indian way', () => {
    renderOfferAt(END - 3 * DAY, '/hi');
    expect(screen.getByRole('heading', { name: 'फ़ेस्टिवल ऑफ़र: Annual Trading Package 2027' })).toBeInTheDocument();
    expect(screen.getByText('फ़ेस्टिवल स्पेशल')).toBeInTheDocument();
    expect(screen.getByText('₹10,000').tagName).toBe('S');
    expect(screen.getByText('असली कीमत:', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('ऑफ़र कीमत:', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('₹5,701 की बचत (57% की छूट!)')).toBeInTheDocument();
    const tiles = screen.getByRole('list', { name: 'आपको क्या मिलेगा' });
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(['लाइव ट्रेडिंग', 'एक्सपर्ट सपोर्ट', 'प्रीमियम कंटेंट', 'लाइफ़टाइम एक्सेस']);
    expect(screen.getByRole('button', { name: 'अभी ऑफ़र पाएँ!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑफ़र बंद करें' })).toBeInTheDocument();
  });

  it('counts the days down in Hindi, one day and several alike, then the clock', () => {
    renderOfferAt(END - (2 * DAY + 3 * 3600 * SECOND + 4 * 60 * SECOND + 5 * SECOND), '/hi');
    const timer = screen.getByRole('timer', { name: 'ऑफ़र खत्म होने में' });
    expect(timer).toHaveTextContent('2 दिन 3घं 4मि 5से');
    tick(DAY);
    expect(timer).toHaveTextContent('1 दिन 3घं 4मि 5से');
    tick(3 * 3600 * SECOND + 4 * 60 * SECOND + 6 * SECOND);
    expect(timer).toHaveTextContent('23:59:59');
  });
});

describe('festival offer countdown in English', () => {
  it('keeps "Days" for one day and for several, as before', () => {
    renderOfferAt(END - (2 * DAY + 5 * SECOND), '/');
    const timer = screen.getByRole('timer', { name: 'Offer ends in' });
    expect(timer).toHaveTextContent('2 Days 0h 0m 5s');
    tick(DAY);
    expect(timer).toHaveTextContent('1 Days 0h 0m 5s');
  });
});
