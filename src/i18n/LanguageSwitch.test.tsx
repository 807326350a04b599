import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '@/config/languages';
import { renderApp } from '@/test/render';

const mainNav = () => screen.getByRole('navigation', { name: /^(Main|मुख्य)$/ });

describe('the language switch', () => {
  afterEach(() => localStorage.clear());

  it('opens the same page in Hindi, keeps what was typed, remembers the choice, and switches back', async () => {
    const { user, router } = renderApp('/contact');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, 'Asha');

    await user.click(within(mainNav()).getByRole('link', { name: 'हिन्दी' }));

    expect(await within(mainNav()).findByRole('link', { name: 'कोर्स' })).toHaveAttribute('href', '/hi/courses');
    expect(router.state.location.pathname).toBe('/hi/contact');
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    // The same field, not a new one: the page stayed mounted.
    expect(name).toBeInTheDocument();
    expect(name).toHaveValue('Asha');

    const english = within(mainNav()).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/contact');
    expect(english).toHaveAttribute('lang', 'en-IN');
    await user.click(english);

    expect(await within(mainNav()).findByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(document.documentElement).toHaveAttribute('lang', 'en-IN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(name).toHaveValue('Asha');
  });

  it('links every page to itself in the other language, with its query', async () => {
    renderApp('/hi/courses?q=gold');
    const english = await within(mainNav()).findByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/courses?q=gold');
  });
});
