import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, renderWithProviders } from '@/test/render';
import { WEEKLY_CALENDAR } from '../calendarSettings';
import { EconomicCalendar } from './EconomicCalendar';

const calendarScript = async () => {
  let script: HTMLScriptElement | null = null;
  await waitFor(() => {
    script = document.querySelector<HTMLScriptElement>('script[data-type="calendar-widget"]');
    expect(script).not.toBeNull();
  });
  return script as unknown as HTMLScriptElement;
};

describe('news pages in Hindi', () => {
  it('/hi/news: the hero, the calendar title, the loading line and the credit in Hindi', async () => {
    renderApp('/hi/news');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TradeSchool न्यूज़ – मार्केट में सबसे आगे रहें' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'इस हफ़्ते का इकोनॉमिक कैलेंडर' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('इकोनॉमिक कैलेंडर लोड हो रहा है...');
    const credit = screen.getByRole('link', { name: 'Tradays' });
    expect(credit.parentElement).toHaveTextContent(/^कैलेंडर: Tradays$/);
  });

  it('/hi/newsDaily: the hero and the calendar title in Hindi', async () => {
    renderApp('/hi/newsDaily');
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारी न्यूज़ देखें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'इकोनॉमिक कैलेंडर' })).toBeInTheDocument();
  });

  it('says in Hindi when the calendar cannot load', async () => {
    renderWithProviders(<EconomicCalendar settings={WEEKLY_CALENDAR} title="कैलेंडर" />, { route: '/hi/news' });
    const script = await calendarScript();
    act(() => {
      fireEvent.error(script);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'इकोनॉमिक कैलेंडर लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।',
    );
  });
});

describe('calendar credit in English', () => {
  it('links the name Tradays itself', async () => {
    renderWithProviders(<EconomicCalendar settings={WEEKLY_CALENDAR} title="Calendar" />);
    const credit = screen.getByRole('link', { name: 'Tradays' });
    expect(credit).toHaveAttribute('href', 'https://www.tradays.com/en/economic-calendar');
    expect(credit.parentElement).toHaveTextContent(/^Calendar by Tradays\.$/);
    await calendarScript();
  });
});
