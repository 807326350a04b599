import { render, screen } from '@testing-library/react';
import { readCatalogue } from '@/test/loadCatalogue';
import { renderWithProviders } from '@/test/render';
import { CRASH_TEXTS_EN, ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('A bug');
}

beforeEach(() => {
  // React and the boundary report the crash.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the crash notice', () => {
  it('speaks English outside the i18n provider, in the words of the English catalogue', () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    const common = readCatalogue('en', 'common') as {
      crash: { title: string; body: string };
      actions: { goHome: string };
    };
    expect(CRASH_TEXTS_EN).toEqual({
      title: common.crash.title,
      body: common.crash.body,
      goHome: common.actions.goHome,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The page hit an unexpected problem. Reloading usually fixes it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page', () => {
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { route: '/hi/courses' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByText(/पेज रीलोड करने से/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'होम पेज पर जाएँ' })).toBeInTheDocument();
  });
});
