import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { NAVBAR_END_ID, SiteLayout } from './SiteLayout';

describe('the site frame', () => {
  it("marks the navbar's end where index.html's render-blocking link expects it", () => {
    const template = readFileSync('index.html', 'utf8');
    expect(template).toContain(`<link rel="expect" href="#${NAVBAR_END_ID}" blocking="render" />`);
    renderWithProviders(
      <SiteLayout accountActions={null}>
        <p>Page</p>
      </SiteLayout>,
    );
    const marker = document.getElementById(NAVBAR_END_ID);
    expect(marker).toBeEmptyDOMElement();
    expect(marker?.previousElementSibling).toBe(screen.getByRole('banner'));
  });
});
