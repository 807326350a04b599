import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { ownWord, wordsIn } from '@/test/languages';
import { renderWithProviders } from '@/test/render';
import type { PracticeSet } from '../model';
import { practiceSets } from '../sets';
import type { OpenTrade, Side } from '../trade';
import { TradeTicket, type Levels } from './TradeTicket';

const ENTRY = 100;

function practiceSet(): PracticeSet {
  const info = practiceSets().find((set) => set.id === 'bitcoin-risk-per-trade');
  if (!info) throw new Error('content changed');
  return { ...info, candles: [] };
}

/** The ticket as the lab holds it: a trade it opens takes the form's place until it is closed. */
function Lab({ opened }: { opened: (side: Side) => void }) {
  const [open, setOpen] = useState<OpenTrade | null>(null);
  const [levels, setLevels] = useState<Levels>({ stop: '', target: '' });
  return (
    <TradeTicket
      set={practiceSet()}
      entry={ENTRY}
      open={open}
      price={String}
      onOpen={(trade) => {
        opened(trade.side);
        setOpen({ ...trade, setId: 'bitcoin-risk-per-trade', entry: ENTRY, openedAt: 0 });
      }}
      onClose={() => setOpen(null)}
      levels={levels}
      onLevels={setLevels}
    />
  );
}

/**
 * Each submission of a form in the page: whether the form was still in the page, how many trades
 * had opened before it, and whether the page kept the browser from sending it. A trade must open
 * from the submission, not before it from the button's click: in a browser the click's update
 * replaces the form before the browser submits it, which then warns "Form submission canceled
 * because the form is not connected" (jsdom updates later, so the form is still there).
 */
function recordSubmissions(opened: () => number) {
  const submissions: { connected: boolean; openedBefore: number; prevented?: boolean }[] = [];
  const capture = (event: Event) =>
    submissions.push({ connected: (event.target as Element).isConnected, openedBefore: opened() });
  const bubble = (event: Event) => {
    const last = submissions.at(-1);
    if (last) last.prevented = event.defaultPrevented;
  };
  document.addEventListener('submit', capture, true);
  document.addEventListener('submit', bubble);
  return {
    submissions,
    stop: () => {
      document.removeEventListener('submit', capture, true);
      document.removeEventListener('submit', bubble);
    },
  };
}

describe.each(LANGUAGES)('the trade ticket (%s)', (lang) => {
  const t = wordsIn(lang, 'practice');
  const say = ownWord(lang);
  const buy = say(t('trade.buy'), 'Buy');
  const sell = say(t('trade.sell'), 'Sell');

  function renderTicket() {
    const opened: Side[] = [];
    recorder = recordSubmissions(() => opened.length);
    const view = renderWithProviders(<Lab opened={(side) => opened.push(side)} />, {
      route: localizePath('/practice/bitcoin-risk-per-trade', lang),
    });
    const ticket = screen.getByRole('region', { name: say(t('trade.heading'), 'Virtual trade') });
    const field = (name: string, english: string) => within(ticket).getByRole('textbox', { name: say(name, english) });
    return {
      ...view,
      opened,
      ticket,
      stop: field(t('trade.stop'), 'Stop-loss'),
      target: field(t('trade.target'), 'Target'),
    };
  }

  let recorder: ReturnType<typeof recordSubmissions>;
  afterEach(() => recorder.stop());

  it("opens a buy from the form's submission rather than before it, and nothing leaves the page", async () => {
    const { user, opened, ticket, stop, target } = renderTicket();
    await user.type(stop, '96');
    await user.type(target, '130');
    await user.click(within(ticket).getByRole('button', { name: buy }));
    expect(opened).toEqual(['buy']);
    expect(recorder.submissions).toEqual([{ connected: true, openedBefore: 0, prevented: true }]);
    // The open trade has taken the form's place.
    expect(within(ticket).queryByRole('button', { name: buy })).not.toBeInTheDocument();
    expect(within(ticket).getByText(new RegExp(`^${t('trade.side_buy')} `))).toBeInTheDocument();
  });

  it('opens a sell the same way', async () => {
    const { user, opened, ticket, stop, target } = renderTicket();
    await user.type(stop, '104');
    await user.type(target, '70');
    await user.click(within(ticket).getByRole('button', { name: sell }));
    expect(opened).toEqual(['sell']);
    expect(recorder.submissions).toEqual([{ connected: true, openedBefore: 0, prevented: true }]);
    expect(within(ticket).getByText(new RegExp(`^${t('trade.side_sell')} `))).toBeInTheDocument();
  });

  it('buys on Enter in a field, and a trade that breaks a rule stays a form with its errors', async () => {
    const { user, opened, ticket, stop, target } = renderTicket();
    // A buy's stop above its entry: the trade does not open, the form says why.
    await user.type(stop, '104');
    await user.type(target, '130{Enter}');
    expect(opened).toEqual([]);
    expect(
      within(ticket).getByText(say(t('trade.stopSide_buy'), 'For a buy, the stop must be below the entry.')),
    ).toBeInTheDocument();
    expect(recorder.submissions).toEqual([{ connected: true, openedBefore: 0, prevented: true }]);

    await user.clear(stop);
    await user.type(stop, '96');
    await user.type(target, '{Enter}');
    expect(opened).toEqual(['buy']);
  });
});
