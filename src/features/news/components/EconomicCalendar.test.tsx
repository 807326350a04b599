import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { CALENDAR } from '@/config/constants';
import { env } from '@/config/env';
import { site } from '@/config/site';
import { renderApp, renderWithProviders } from '@/test/render';
import { DAILY_CALENDAR, WEEKLY_CALENDAR } from '../calendarSettings';
import { EconomicCalendar } from './EconomicCalendar';

const CALENDAR_ERROR = 'The economic calendar could not be loaded. Check your connection and try again.';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-type="calendar-widget"]')];
const settingsOf = (script: HTMLScriptElement) => JSON.parse(script.text) as Record<string, unknown>;

async function injectedScript(): Promise<HTMLScriptElement> {
  await waitFor(() => expect(scripts()).toHaveLength(1));
  const [script] = scripts();
  if (!script) throw new Error('No calendar script');
  return script;
}

const widget = (): HTMLElement => {
  const element = document.getElementById('economicCalendarWidget');
  if (!element) throw new Error('No #economicCalendarWidget');
  return element;
};

describe('economic calendar on the news pages', () => {
  it('/news: hero and one widget script in week mode for US, GB, EU and IN', async () => {
    renderApp('/news');
    expect(
      await screen.findByRole('heading', { level: 1, name: `${site.name} News – Stay Ahead in the Market` }),
    ).toBeInTheDocument();
    const script = await injectedScript();
    expect(script).toHaveAttribute('src', env.calendarScriptUrl);
    expect(script.async).toBe(true);
    expect(document.getElementById('economicCalendarWidget')).toBeInTheDocument();
    expect(settingsOf(script)).toEqual(
      expect.objectContaining({ mode: '2', period: 'week', countries: 'US,GB,EU,IN', importance: '1,2,3', lang: 'en' }),
    );
  });

  it('/newsDaily: hero and the compact widget, 100% wide, 600 high, in English', async () => {
    renderApp('/newsDaily');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Our News' })).toBeInTheDocument();
    const script = await injectedScript();
    expect(settingsOf(script)).toEqual(
      expect.objectContaining({ width: '100%', height: '600', mode: '1', lang: 'en' }),
    );
    expect(settingsOf(script)).not.toHaveProperty('period');
  });

  it('adds the script once under StrictMode and removes it and the drawn widget on unmount', async () => {
    const { unmount } = renderWithProviders(
      <StrictMode>
        <EconomicCalendar settings={DAILY_CALENDAR} title="Calendar" />
      </StrictMode>,
    );
    await injectedScript();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scripts()).toHaveLength(1);

    // The third party draws into the container; that goes too when the page does.
    act(() => {
      widget().append(document.createElement('iframe'));
    });
    const container = widget();
    unmount();
    expect(scripts()).toHaveLength(0);
    expect(container.childElementCount).toBe(0);
  });

  it('says so when the script cannot load, and Retry adds it again', async () => {
    const { user } = renderWithProviders(<EconomicCalendar settings={WEEKLY_CALENDAR} title="Calendar" />);
    const script = await injectedScript();
    act(() => {
      fireEvent.error(script);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CALENDAR_ERROR);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const again = await injectedScript();
    expect(again).not.toBe(script);
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('says so when the widget draws nothing in time', async () => {
      renderWithProviders(<EconomicCalendar settings={WEEKLY_CALENDAR} title="Calendar" />, { fakeTimers: true });
      act(() => jest.advanceTimersByTime(CALENDAR.loadTimeoutMs + 10));
      expect(screen.getByRole('alert')).toHaveTextContent(CALENDAR_ERROR);
    });

    it('shows the widget once it has drawn', async () => {
      renderWithProviders(<EconomicCalendar settings={WEEKLY_CALENDAR} title="Calendar" />, { fakeTimers: true });
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByText('Loading the economic calendar...')).toBeInTheDocument();
      await act(async () => {
        widget().append(document.createElement('iframe'));
      });
      act(() => jest.advanceTimersByTime(CALENDAR.loadTimeoutMs + 10));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText('Loading the economic calendar...')).not.toBeInTheDocument();
    });
  });
});
