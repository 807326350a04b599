import { screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './i18n';
import { useTranslation } from './useTranslation';

/** A part whose catalogue loads after it first renders, with a hook of its own after the text's. */
function Faq() {
  const { t } = useTranslation('home');
  const [open] = useState(false);
  return <h2 data-open={open}>{t('faq.title')}</h2>;
}

describe('useTranslation', () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  let root: Root | undefined;
  // As in the browser: outside act, React replays a part whose data came in while it rendered.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    root?.unmount();
    document.body.innerHTML = '';
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('waits for a catalogue, then renders without React recovering from a broken render', async () => {
    const onRecoverableError = jest.fn();
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container, { onRecoverableError });
    // In a transition, as the router's navigations and the page's hydration are.
    startTransition(() => {
      root?.render(
        <I18nextProvider i18n={createI18n('en')}>
          <Suspense fallback={<p>Loading</p>}>
            <Faq />
          </Suspense>
        </I18nextProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
