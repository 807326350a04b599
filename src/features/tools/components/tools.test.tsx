import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@/config/languages';
import en from '@/locales/en/tools.json';
import hi from '@/locales/hi/tools.json';
import { renderApp } from '@/test/render';

const CATALOGUES = { en, hi } satisfies Record<Language, typeof en>;
const prefix = (lang: Language) => (lang === 'hi' ? '/hi' : '');

/** The value a result list shows for a term. */
function resultValue(term: string) {
  const dt = within(screen.getByRole('region', { name: /./ })).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

/** The query string the page's address holds now. */
const query = (router: ReturnType<typeof renderApp>['router']) => new URLSearchParams(router.state.location.search);

describe.each(['en', 'hi'] as const)('calculators in %s', (lang) => {
  const text = CATALOGUES[lang];

  it('lists every calculator on /tools, each linking to its page', async () => {
    renderApp(`${prefix(lang)}/tools`);
    expect(await screen.findByRole('heading', { level: 1, name: text.index.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(text.tools.charges.name) })).toHaveAttribute(
      'href',
      `${prefix(lang)}/tools/charges`,
    );
    expect(screen.getByRole('link', { name: new RegExp(text.tools.optionPayoff.name) })).toHaveAttribute(
      'href',
      `${prefix(lang)}/tools/option-payoff`,
    );
  });

  it('sizes a position from the address and writes each change back to it', async () => {
    const { user, router } = renderApp(
      `${prefix(lang)}/tools/position-size?capital=100000&riskPercent=1&side=long&entry=500&stop=490`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: text.tools.positionSize.name })).toBeInTheDocument();
    // ₹1,00,000 × 1 % = ₹1,000 over ₹10 a share: 100 shares.
    expect(resultValue(text.result.quantity)).toBe('100');
    expect(resultValue(text.result.riskBudget)).toBe('₹1,000');
    expect(resultValue(text.result.positionValue)).toBe('₹50,000');

    const capital = screen.getByLabelText(text.fields.capital);
    await user.clear(capital);
    await user.type(capital, '2,00,000');
    await waitFor(() => expect(query(router).get('capital')).toBe('2,00,000'));
    expect(resultValue(text.result.quantity)).toBe('200');
  });

  it('sizes bitcoin in fractions of a coin, as the lab does', async () => {
    renderApp(
      `${prefix(lang)}/tools/position-size?capital=100000&riskPercent=1&side=long&entry=4135846&stop=3890000&lotSize=0.0001`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: text.tools.positionSize.name })).toBeInTheDocument();
    // ₹1,000 at risk over ₹2,45,846 a coin: 40 steps of 0.0001 BTC, as the lab sizes it.
    expect(resultValue(text.result.quantity)).toBe('0.004');
  });

  it('suggests a quantity step when even one whole unit risks too much', async () => {
    renderApp(`${prefix(lang)}/tools/position-size?capital=100000&riskPercent=1&side=long&entry=4135846&stop=3890000`);
    expect(await screen.findByText(new RegExp(text.result.fractionHint.slice(0, 20)))).toBeInTheDocument();
  });

  it('takes a fractional quantity for risk and reward', async () => {
    renderApp(`${prefix(lang)}/tools/risk-reward?side=long&entry=100&stop=95&target=115&quantity=0.004`);
    expect(await screen.findByRole('heading', { level: 1, name: text.tools.riskReward.name })).toBeInTheDocument();
    expect(screen.queryByText(text.errors.whole)).not.toBeInTheDocument();
    // ₹5 a unit × 0.004 = ₹0.02 at risk.
    expect(resultValue(text.result.totalRisk)).toMatch(/0\.02/);
  });

  it('says beside the field that a long stop above the entry and negative capital are impossible', async () => {
    const { user } = renderApp(`${prefix(lang)}/tools/position-size`);
    const stop = await screen.findByLabelText(text.fields.stop);
    await user.clear(stop);
    await user.type(stop, '510');
    expect(await screen.findByText(text.errors.stopLong)).toBeInTheDocument();
    expect(stop).toHaveAccessibleDescription(text.errors.stopLong);

    // Turning the trade short makes the same stop right.
    await user.selectOptions(screen.getByLabelText(text.fields.side), 'short');
    await waitFor(() => expect(screen.queryByText(text.errors.stopLong)).not.toBeInTheDocument());
    expect(screen.queryByText(text.errors.stopShort)).not.toBeInTheDocument();

    const capital = screen.getByLabelText(text.fields.capital);
    await user.clear(capital);
    await user.type(capital, '-5000');
    expect(await screen.findByText(text.errors.negative)).toBeInTheDocument();
    expect(screen.getByText(text.result.incomplete)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|∞/);
  });

  it('opens a shared link with its mistakes already marked', async () => {
    renderApp(`${prefix(lang)}/tools/risk-reward?side=short&entry=100&stop=95&target=abc&quantity=1`);
    expect(await screen.findByText(text.errors.stopShort)).toBeInTheDocument();
    expect(screen.getByText(text.errors.number)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('shows the charges with the source and the date of the rates', async () => {
    renderApp(`${prefix(lang)}/tools/charges?segment=futures&buyPrice=24000&sellPrice=24100&quantity=75`);
    await screen.findByRole('heading', { level: 1, name: text.tools.charges.name });
    // The worked example of charges.test.ts: ₹522.60 of charges on one Nifty lot.
    expect(resultValue(text.charges.total)).toBe('₹522.60');
    expect(resultValue(text.charges.netPnl)).toBe('₹6,977.40');
    expect(screen.getByRole('link', { name: /Zerodha/ })).toHaveAttribute('href', 'https://zerodha.com/charges');
    expect(screen.getByText(/2024/)).toBeInTheDocument();
  });

  it('grows a SIP and switches to CAGR', async () => {
    const { user } = renderApp(`${prefix(lang)}/tools/sip?mode=sip&amount=5000&annualReturn=12&years=10`);
    await screen.findByRole('heading', { level: 1, name: text.tools.sip.name });
    expect(resultValue(text.result.futureValue)).toBe('₹11,61,695');
    await user.selectOptions(screen.getByLabelText(text.fields.mode), 'cagr');
    const start = screen.getByLabelText(text.fields.startValue);
    const end = screen.getByLabelText(text.fields.endValue);
    await user.clear(start);
    await user.type(start, '100000');
    await user.clear(end);
    await user.type(end, '200000');
    // Over the 10 years already given: 2^(1/10) − 1 = 7.18 % a year.
    await waitFor(() => expect(resultValue(text.result.cagr)).toBe('7.18%'));
  });

  it('draws a two-leg spread with its breakeven, described and tabled', async () => {
    renderApp(
      `${prefix(lang)}/tools/option-payoff?legs=2&quantity=75&leg1Type=call&leg1Action=buy&leg1Strike=24000&leg1Premium=200&leg2Type=call&leg2Action=sell&leg2Strike=24200&leg2Premium=120`,
    );
    await screen.findByRole('heading', { level: 1, name: text.tools.optionPayoff.name });
    expect(resultValue(text.result.breakevens)).toBe('24,080');
    expect(resultValue(text.result.maxProfit)).toBe('₹9,000');
    expect(resultValue(text.result.maxLoss)).toBe('-₹6,000');
    expect(screen.getByRole('img', { name: new RegExp(text.chart.title) })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: text.chart.tableCaption });
    expect(within(table).getByRole('rowheader', { name: '24,080' })).toBeInTheDocument();
  });
});

it('an unknown calculator is not found', async () => {
  renderApp('/tools/no-such-tool');
  expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
});
