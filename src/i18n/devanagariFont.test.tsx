import { act, screen } from '@testing-library/react';
import { renderApp } from '@/test/render';

const fontStyles = () => document.head.querySelectorAll('style#devanagari-font');

afterEach(() => {
  for (const style of fontStyles()) style.remove();
});

describe('the Devanagari font', () => {
  it('is not declared on an English page, so the browser never fetches it', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(fontStyles()).toHaveLength(0);
  });

  it("is declared once a page is Hindi, the device's own copy before the site's file, in a style of its own that stays", async () => {
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/hi/about'));
    expect(fontStyles()).toHaveLength(1);
    expect(fontStyles()[0]?.textContent).toMatch(
      /font-family:"TradeSchool Devanagari".*font-display:optional;src:local\("Noto Sans Devanagari"\),.*url\(\/fonts\/noto-sans-devanagari-400\.woff2\)/,
    );
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/hi/about'));
    expect(fontStyles()).toHaveLength(1);
  });
});
