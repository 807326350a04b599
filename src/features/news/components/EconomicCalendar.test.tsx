import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { CALENDAR } from '@/config/constants';
import { env } from '@/config/env';
import { LANGUAGES, localizePath } from '@/config/languages';
import { site } from '@/config/site';
import { ownWord, wordsIn } from '@/test/languages';
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

/** `lang`'s words for the news pages, from its catalogue. */

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

  it.each(LANGUAGES)(
    "says so in the page's language when the script cannot load, and Retry adds it again (%s)",
    async (lang) => {
      const word = ownWord(lang);
      const { user } = renderWithProviders(<EconomicCalendar settings={WEEKLY_CALENDAR} title="Calendar" />, {
        route: localizePath('/news', lang),
      });
      const script = await injectedScript();
      fireEvent.error(script);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(word(wordsIn(lang, 'news')('calendar.error'), CALENDAR_ERROR));

      const retry = wordsIn(lang, 'common')('actions.retry');
      await user.click(within(alert).getByRole('button', { name: word(retry, 'Retry') }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      const again = await injectedScript();
      expect(again).not.toBe(script);
    },
  );

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('says so when the widget draws nothing in time', async () => {
      renderWithProviders(<EconomicCalendar settings={WEEKLY_CALENDAR} title="Calendar" />);
      act(() => jest.advanceTimersByTime(CALENDAR.loadTimeoutMs + 10));
      expect(screen.getByRole('alert')).toHaveTextContent(CALENDAR_ERROR);
    });

    it('shows the widget once it has drawn', async () => {
      renderWithProviders(<EconomicCalendar settings={WEEKLY_CALENDAR} title="Calendar" />);
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

// The words of each language come from its catalogue; in English they are checked word for word.
describe.each(LANGUAGES)("the news pages in the page's language (%s)", (lang) => {
  const t = wordsIn(lang, 'news');
  const word = ownWord(lang);

  it('/news: the hero, the calendar title, the loading line and the credit, which links the name Tradays itself', async () => {
    renderApp(localizePath('/news', lang));
    const hero = word(t('weekly.title', { site: site.name }), `${site.name} News – Stay Ahead in the Market`);
    expect(await screen.findByRole('heading', { level: 1, name: hero })).toBeInTheDocument();
    const calendarTitle = word(t('weekly.calendarTitle'), "This week's economic calendar");
    expect(screen.getByRole('heading', { level: 2, name: calendarTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      word(t('calendar.loading'), 'Loading the economic calendar...'),
    );
    const credit = screen.getByRole('link', { name: 'Tradays' });
    expect(credit).toHaveAttribute('href', 'https://www.tradays.com/en/economic-calendar');
    // The catalogue marks where the link goes; the page shows the words around it and the name.
    const line = word(t('calendar.credit').replace(/<\/?tradays>/g, ''), 'Calendar by Tradays.');
    expect(credit.parentElement?.textContent).toBe(line);
    await injectedScript();
  });

  it('/newsDaily: the hero and the calendar title', async () => {
    renderApp(localizePath('/newsDaily', lang));
    expect(
      await screen.findByRole('heading', { level: 1, name: word(t('daily.title'), 'Explore Our News') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: word(t('daily.calendarTitle'), 'Economic calendar') }),
    ).toBeInTheDocument();
  });
});
