import { act, screen, within } from '@testing-library/react';
import { localizePath } from '@/config/languages';
import { tradeCharges } from '@/lib/charges/charges';
import { makeStore } from '@/store/store';
import { candle } from '@/test/candles';
import { wordsIn } from '@/test/languages';
import { renderWithProviders, startFakeClock, type TestUser } from '@/test/render';
import { candleInstant, formatCandleTime, formatRupees } from '../format';
import type { PracticeSet } from '../model';
import { practiceSets } from '../sets';
import { PracticeHome } from './PracticeHome';
import { PracticeLab } from './PracticeLab';

/*
 * lightweight-charts ships ES modules only, which jest does not load: a chart that draws nothing
 * stands in for it, so the lab's own chart code (the draft lines and their handles) still runs.
 * It puts every price at the top of its box, which jsdom gives no height.
 */
jest.mock(
  'lightweight-charts',
  () => {
    // An object whose methods not given do nothing.
    const stub = (methods: Record<string, unknown> = {}) =>
      new Proxy(methods, { get: (given, key) => given[key as string] ?? (() => undefined) });
    const series = stub({ priceScale: () => stub(), priceToCoordinate: () => 0 });
    const chart = stub({ addSeries: () => series, priceScale: () => stub(), timeScale: () => stub(), panes: () => [] });
    return { createChart: () => chart, ColorType: { Solid: 'solid' }, LineStyle: { Dotted: 1, Dashed: 2 } };
  },
  { virtual: true },
);

const SET_ID = 'reliance-daily-moving-averages';
const day = (n: number) => `2024-01-0${n}`;
/**
 * A share (lots of one, a rupee a point) on seven days, the replay starting on the third at a
 * close of 100. A trade bought there with its stop at 95 and its target at 110 is still open after
 * the fourth day (low 99, high 103) and stopped out on the fifth (low 94).
 */
const CANDLES = [
  candle(100, 101, 99, 100),
  candle(100, 102, 99, 101),
  candle(101, 101, 99, 100),
  candle(100, 103, 99, 101),
  candle(101, 102, 94, 96),
  candle(96, 97, 95, 96),
  candle(96, 97, 95, 97),
].map((prices, i) => ({ ...prices, date: day(i + 1), volume: 1_000 + i }));

function practiceSet(): PracticeSet {
  const info = practiceSets().find((set) => set.id === SET_ID);
  if (!info) throw new Error('content changed');
  return { ...info, start: 2, candles: CANDLES };
}

const t = wordsIn('en', 'practice');
const route = localizePath(`/practice/${SET_ID}`, 'en');
const position = (number: number) => t('replay.position', { number, total: CANDLES.length });
/** At the default capital of ₹1,00,000 and 1 % risk, a stop 5 below the entry sizes 200 shares. */
const QUANTITY = 200;
const rupees = (amount: number) => formatRupees(amount, 'en-IN');
/** What a round trip of shares bought at 100 is charged. */
const charges = (sellPrice: number, quantity = QUANTITY) =>
  tradeCharges({ segment: 'equityDelivery', buyPrice: 100, sellPrice, quantity })?.total ?? NaN;
/** The preview's words up to its ratio. */
const [previewed = ''] = t('trade.preview', { ratio: '§', charges: '§' }).split('§');
const anyPreview = (text: string) => text.startsWith(previewed);

const ticket = () => screen.getByRole('region', { name: t('trade.heading') });
const field = (name: string) => within(ticket()).getByRole('textbox', { name });
const stepButton = () => screen.getByRole('button', { name: t('replay.step') });
/** A row's cells' words, the row's header first. */
const cellsOf = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);
/** The candle table's rows of candles, latest first, each as the words of its cells. */
const candleRows = () =>
  within(screen.getByRole('region', { name: t('replay.tableCaption') }))
    .getAllByRole('row')
    .slice(1)
    .map(cellsOf);

/** Types into a field at once, as the lab's other tests do. */
async function fill(user: TestUser, name: string, text: string) {
  await user.clear(field(name));
  await user.click(field(name));
  await user.paste(text);
}

function renderLab(store = makeStore()) {
  return renderWithProviders(<PracticeLab set={practiceSet()} />, { store, route });
}

describe('the practice lab’s replay', () => {
  it('steps one candle at a time, by the button or →, and stops at the end of the chart', async () => {
    const { user } = renderLab();
    expect(screen.getByText(position(3))).toBeInTheDocument();
    expect(candleRows()).toHaveLength(3);
    expect(within(ticket()).getByText(t('trade.entry', { price: '100' }))).toBeInTheDocument();

    await user.click(stepButton());
    expect(screen.getByText(position(4))).toBeInTheDocument();
    expect(candleRows()[0]).toEqual([day(4), '100', '103', '99', '101', '1,003']);
    expect(candleRows()).toHaveLength(4);
    expect(within(ticket()).getByText(t('trade.entry', { price: '101' }))).toBeInTheDocument();
    const replay = screen.getByRole('region', { name: t('replay.label') });
    expect(within(replay).getByRole('status')).toHaveTextContent(
      t('replay.announce', { date: day(4), open: '100', high: '103', low: '99', close: '101', volume: '1,003' }),
    );

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(position(5))).toBeInTheDocument();
    // → typed in a field moves its caret, not the replay.
    await user.type(field(t('trade.note')), '{ArrowRight}');
    expect(screen.getByText(position(5))).toBeInTheDocument();

    await user.click(stepButton());
    await user.click(stepButton());
    expect(screen.getByText(`${position(7)} ${t('replay.end')}`)).toBeInTheDocument();
    expect(candleRows()[0]?.[0]).toBe(day(7));
    expect(stepButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: t('replay.play') })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(`${position(7)} ${t('replay.end')}`)).toBeInTheDocument();
    expect(candleRows()).toHaveLength(7);
  });

  it('plays a candle a second, or faster, until paused, and stops playing at the end of the chart', async () => {
    startFakeClock();
    const { user } = renderLab();
    // The clock moves in steps, each in act: the page draws between two candles, as in a browser.
    const wait = async (...steps: number[]) => {
      for (const ms of steps) await act(() => jest.advanceTimersByTimeAsync(ms));
    };
    const playButton = () => screen.getByRole('button', { name: t('replay.play') });
    await user.click(playButton());
    const pause = screen.getByRole('button', { name: t('replay.pause') });
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    await wait(999);
    expect(screen.getByText(position(3))).toBeInTheDocument();
    await wait(1);
    expect(screen.getByText(position(4))).toBeInTheDocument();
    await wait(1_000);
    expect(screen.getByText(position(5))).toBeInTheDocument();

    await user.click(pause);
    expect(playButton()).toHaveAttribute('aria-pressed', 'false');
    await wait(1_000, 1_000, 1_000);
    expect(screen.getByText(position(5))).toBeInTheDocument();

    // At two candles a second, the end of the chart is a second away; there the replay stops.
    await user.click(screen.getByRole('combobox', { name: t('replay.speed') }));
    await user.click(screen.getByRole('option', { name: t('replay.speedValue', { count: 2 }) }));
    await user.click(playButton());
    await wait(500);
    expect(screen.getByText(position(6))).toBeInTheDocument();
    await wait(500);
    expect(screen.getByText(`${position(7)} ${t('replay.end')}`)).toBeInTheDocument();
    expect(playButton()).toBeDisabled();
    expect(playButton()).toHaveAttribute('aria-pressed', 'false');
    await wait(1_000);
    expect(screen.getByText(`${position(7)} ${t('replay.end')}`)).toBeInTheDocument();
  });
});

describe('the practice lab’s draft levels', () => {
  const handle = (line: string, price: string) => ({ name: t('trade.handle', { line, price }) });
  const preview = (ratio: string, quantity = QUANTITY) =>
    t('trade.preview', { ratio, charges: rupees(charges(110, quantity)) });
  const sized = (quantity: number, risk: string) =>
    t('trade.sizingUnits', { quantity: String(quantity), risk, allowed: '₹1,000' });

  it('shows the typed stop and target on the chart, and the trade’s size and reward to risk', async () => {
    const { user } = renderLab();
    // Not typed yet: the lines wait 2 % below and 4 % above the close, and nothing is previewed.
    expect(await screen.findByRole('slider', handle(t('trade.stop'), '98'))).toBeInTheDocument();
    expect(screen.getByRole('slider', handle(t('trade.target'), '104'))).toBeInTheDocument();
    expect(within(ticket()).queryByText(anyPreview)).not.toBeInTheDocument();

    await fill(user, t('trade.stop'), '95');
    await fill(user, t('trade.target'), '110');
    expect(within(ticket()).getByText(sized(QUANTITY, '₹1,000'))).toBeInTheDocument();
    expect(within(ticket()).getByText(preview('2'))).toBeInTheDocument();
    expect(await screen.findByRole('slider', handle(t('trade.stop'), '95'))).toHaveAttribute('aria-valuenow', '95');
    expect(screen.getByRole('slider', handle(t('trade.target'), '110'))).toHaveAttribute('aria-valuenow', '110');

    // The stop's handle moved down a point with the keyboard: the ticket follows the chart, and
    // 6 points of risk size 166 shares.
    act(() => screen.getByRole('slider', handle(t('trade.stop'), '95')).focus());
    await user.keyboard('{ArrowDown}');
    expect(field(t('trade.stop'))).toHaveValue('94');
    expect(within(ticket()).getByText(sized(166, '₹996'))).toBeInTheDocument();
    expect(within(ticket()).getByText(preview('1.67', 166))).toBeInTheDocument();
    expect(await screen.findByRole('slider', handle(t('trade.stop'), '94'))).toHaveAttribute('aria-valuenow', '94');
  });

  it('says beside the field why a level on the wrong side of the entry cannot be traded', async () => {
    const { user } = renderLab();
    await fill(user, t('trade.stop'), '104');
    await fill(user, t('trade.target'), '110');
    // A stop above a buy's entry and a target above a sell's: no trade of either side to preview.
    expect(within(ticket()).queryByText(anyPreview)).not.toBeInTheDocument();

    await user.click(within(ticket()).getByRole('button', { name: t('trade.buy') }));
    expect(field(t('trade.stop'))).toHaveAttribute('aria-invalid', 'true');
    expect(field(t('trade.stop'))).toHaveAccessibleDescription(t('trade.stopSide_buy'));
    expect(field(t('trade.target'))).toHaveAttribute('aria-invalid', 'false');
    // Nothing opened: the form stays, with what was typed.
    expect(within(ticket()).queryByRole('heading', { name: t('trade.moveHeading') })).not.toBeInTheDocument();
    expect(field(t('trade.stop'))).toHaveValue('104');

    await user.click(within(ticket()).getByRole('button', { name: t('trade.sell') }));
    expect(field(t('trade.stop'))).toHaveAttribute('aria-invalid', 'false');
    expect(field(t('trade.target'))).toHaveAccessibleDescription(t('trade.targetSide_sell'));

    await user.clear(field(t('trade.target')));
    await user.click(within(ticket()).getByRole('button', { name: t('trade.buy') }));
    expect(field(t('trade.target'))).toHaveAccessibleDescription(t('trade.required'));
    await fill(user, t('trade.stop'), '95');
    await fill(user, t('trade.target'), '110');
    expect(field(t('trade.stop'))).toHaveAttribute('aria-invalid', 'false');
    expect(field(t('trade.target'))).toHaveAttribute('aria-invalid', 'false');
    expect(within(ticket()).getByText(preview('2'))).toBeInTheDocument();
  });
});

describe('a practice trade to its stop', () => {
  it('closes at the stop as the replay reaches it, for −1 R, and goes to the journal', async () => {
    const store = makeStore();
    const { user, unmount } = renderLab(store);
    await fill(user, t('trade.stop'), '95');
    await fill(user, t('trade.target'), '110');
    await user.click(within(ticket()).getByRole('button', { name: t('trade.buy') }));
    const levels = { entry: '100', stop: '95', target: '110' };
    const opened = t('trade.open', { side: t('trade.side_buy'), quantity: String(QUANTITY), ...levels });
    expect(within(ticket()).getByText(opened)).toBeInTheDocument();

    // The fourth day stays between the stop and the target: the trade is still open, 0.2 R up.
    await user.click(stepButton());
    expect(within(ticket()).getByRole('status')).toHaveTextContent(
      t('trade.running', { r: '+0.20', amount: rupees(200 - charges(101)), price: '101' }),
    );
    expect(screen.queryByRole('region', { name: t('result.heading') })).not.toBeInTheDocument();

    // The fifth falls to 94, through the stop: the trade closes at the stop's price.
    await user.click(stepButton());
    const net = rupees(-1_000 - charges(95));
    const result = await screen.findByRole('region', { name: t('result.heading') });
    const said = within(result).getByRole('status');
    expect(said).toHaveTextContent(t('result.stop', { price: '95' }));
    expect(said).toHaveTextContent(`${t('result.r', { r: '−1.00' })} · ${t('result.net', { amount: net })}`);
    expect(said).toHaveTextContent(t('result.saved'));
    expect(within(ticket()).queryByText(opened)).not.toBeInTheDocument();
    expect(within(ticket()).queryByRole('heading', { name: t('trade.moveHeading') })).not.toBeInTheDocument();
    expect(within(ticket()).getByRole('button', { name: t('trade.buy') })).toBeEnabled();
    expect(screen.getByText(`${t('lab.explanation')}:`)).toBeInTheDocument();
    unmount();

    // The practice index's journal, with the same learner's records.
    renderWithProviders(<PracticeHome />, { store, route: localizePath('/practice', 'en') });
    expect(screen.getByRole('heading', { name: t('journal.heading') })).toBeInTheDocument();
    const [row, ...others] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(others).toEqual([]);
    expect(cellsOf(row as HTMLElement)).toEqual([
      formatCandleTime(candleInstant(day(5)), 'en-IN'),
      practiceSet().instrument,
      t('trade.side_buy'),
      '100',
      '95',
      '200',
      '−1.00 R',
      net,
      rupees(charges(95)),
      '',
      '',
      '',
      t('journal.delete'),
    ]);
  });
});
