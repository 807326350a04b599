import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/test/render';
import { PhoneField } from './PhoneField';

function Harness() {
  const [value, setValue] = useState('');
  return <PhoneField label="Phone Number" value={value} onChange={setValue} />;
}

/** ~240 countries make role queries slow in jsdom; options are found by their text instead. */
const option = (countryName: string) => screen.queryByText(countryName, { selector: '[role="option"] *' })?.closest('[role="option"]');

async function openAndSearch(user: ReturnType<typeof renderWithProviders>['user'], query: string) {
  await user.click(screen.getByRole('button', { name: /Open flags menu/ }));
  const search = screen.getByLabelText('Search country');
  expect(search).toHaveFocus();
  await user.paste(query);
  return search;
}

describe('PhoneField', () => {
  it('defaults to the United States with the spec placeholder', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('placeholder', '1 (702) 123-4567');
    expect(screen.getByRole('button', { name: 'United States, Open flags menu' })).toBeInTheDocument();
  });

  // Opening the menu mounts ~240 options, which takes jsdom several seconds: one long test.
  it('finds a country by searching, says when nothing matches, and ArrowDown moves into the results', async () => {
    const { user } = renderWithProviders(<Harness />);
    const search = await openAndSearch(user, 'zzzz');
    expect(screen.getByText('No country matches')).toBeInTheDocument();
    await user.clear(search);
    await user.paste('canada');
    await user.keyboard('{ArrowDown}');
    expect(option('Canada')).toHaveFocus();
    await user.clear(search);
    await user.paste('indi');
    expect(option('India')).toBeInTheDocument();
    expect(option('United States')).toBeFalsy();
    await user.click(option('India') as HTMLElement);
    expect(screen.getByRole('button', { name: 'India, Open flags menu' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 98765 43210');
  }, 60_000);
});
