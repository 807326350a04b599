import { screen } from '@testing-library/react';
import { useState } from 'react';
import { LANGUAGES, localizePath } from '@/config/languages';
import { ownWord, wordsIn } from '@/test/languages';
import { renderWithProviders, type TestUser } from '@/test/render';
import { PhoneField } from './PhoneField';

function Harness() {
  const [value, setValue] = useState('');
  return <PhoneField label="Phone Number" value={value} onChange={setValue} />;
}

/** ~240 countries make role queries slow in jsdom; options are found by their text instead. */
const option = (countryName: string) =>
  screen.queryByText(countryName, { selector: '[role="option"] *' })?.closest('[role="option"]');

async function openAndSearch(user: ReturnType<typeof renderWithProviders>['user'], query: string) {
  await user.click(screen.getByRole('button', { name: /Open flags menu/ }));
  const search = screen.getByLabelText('Search country');
  expect(search).toHaveFocus();
  await user.paste(query);
  return search;
}

describe('PhoneField', () => {
  it('defaults to India with an Indian placeholder', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('placeholder', '98765 43210');
    expect(screen.getByRole('button', { name: 'India, Open flags menu' })).toBeInTheDocument();
  });

  it('reads a ten-digit number as Indian', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 98765 43210');
  });

  it.each([
    ['typed', (user: TestUser, field: HTMLElement) => user.type(field, '+91 98765 43210')],
    [
      'pasted',
      async (user: TestUser, field: HTMLElement) => {
        await user.click(field);
        await user.paste('+91 98765 43210');
      },
    ],
  ])('shows "+91 98765 43210" %s after the calling code as an Indian number', async (_how, enter) => {
    const { user } = renderWithProviders(<Harness />);
    const field = screen.getByLabelText('Phone Number');
    await enter(user, field);
    expect(field).toHaveValue('+91 98765 43210');
    expect(screen.getByRole('button', { name: 'India, Open flags menu' })).toBeInTheDocument();
  });

  it('switches the country when another calling code is typed or pasted', async () => {
    const { user } = renderWithProviders(<Harness />);
    const field = screen.getByLabelText('Phone Number');
    await user.click(field);
    await user.paste('+65 6123 4567');
    expect(field).toHaveValue('+65 6123 4567');
    expect(screen.getByRole('button', { name: 'Singapore, Open flags menu' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '+1 212 555 0123');
    expect(field).toHaveValue('+1 212 555 0123');
    expect(screen.getByRole('button', { name: 'United States, Open flags menu' })).toBeInTheDocument();
  });

  it.each([
    ['typed', (user: TestUser, field: HTMLElement) => user.type(field, '9876543210')],
    [
      'pasted',
      async (user: TestUser, field: HTMLElement) => {
        await user.click(field);
        await user.paste('9876543210');
      },
    ],
  ])('keeps a cleared field Indian when a national number is %s (not Iran, +98)', async (_how, enter) => {
    const { user } = renderWithProviders(<Harness />);
    const field = screen.getByLabelText('Phone Number');
    await user.type(field, '9123456789');
    await user.clear(field);
    expect(field).toHaveValue('');
    await enter(user, field);
    expect(field).toHaveValue('+91 98765 43210');
    expect(screen.getByRole('button', { name: 'India, Open flags menu' })).toBeInTheDocument();
  });

  // Opening the menu mounts ~240 options, which takes jsdom seconds: each test opens it once.
  it('picks a country found by searching, and formats the number for it', async () => {
    const { user } = renderWithProviders(<Harness />);
    await openAndSearch(user, 'indi');
    expect(option('India')).toBeInTheDocument();
    expect(option('United States')).toBeFalsy();
    await user.click(option('India') as HTMLElement);
    expect(screen.getByRole('button', { name: 'India, Open flags menu' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 98765 43210');
  });
});

// Each language's words come from its catalogue; the English ones are also checked word for word.
describe.each(LANGUAGES)('PhoneField in the page’s language (%s)', (lang) => {
  const words = wordsIn(lang, 'auth');
  const say = ownWord(lang);
  /** A country's name in the page's language. */
  const country = (isoCode: string) => new Intl.DisplayNames(lang, { type: 'region' }).of(isoCode) ?? isoCode;

  // Opening the menu mounts ~240 options, which takes jsdom seconds: one test, opening it once.
  it('names the countries in the page’s language, says when none matches, finds one by its name there or in English, and ArrowDown moves into the results', async () => {
    const { user } = renderWithProviders(<Harness />, { route: localizePath('/', lang) });
    const india = say(country('IN'), 'India');
    const canada = say(country('CA'), 'Canada');
    await user.click(
      screen.getByRole('button', {
        name: say(words('phone.countryButton', { country: india }), 'India, Open flags menu'),
      }),
    );
    const search = screen.getByLabelText(say(words('phone.searchCountry'), 'Search country'));
    expect(search).toHaveFocus();
    await user.paste('zzzz');
    expect(screen.getByText(say(words('phone.noMatch'), 'No country matches'))).toBeInTheDocument();
    await user.clear(search);
    await user.paste(india.slice(0, 3));
    expect(option(india)).toBeInTheDocument();
    await user.clear(search);
    // The English name finds a country on any page.
    await user.paste('canada');
    await user.keyboard('{ArrowDown}');
    expect(option(canada)).toHaveFocus();
    await user.click(option(canada) as HTMLElement);
    expect(
      screen.getByRole('button', {
        name: say(words('phone.countryButton', { country: canada }), 'Canada, Open flags menu'),
      }),
    ).toBeInTheDocument();
  }, 60_000);
});
