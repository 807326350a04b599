/** @jest-environment node */
import { getContrastRatio, type Palette } from '@mui/material/styles';
import { appTheme } from './theme';

const AA_TEXT = 4.5;

/** The text/background pairs the site draws, by name, for one scheme's palette. */
const textPairs = (palette: Palette): [string, string, string][] => [
  ['text.primary on background.default', palette.text.primary, palette.background.default],
  ['text.primary on background.paper', palette.text.primary, palette.background.paper],
  ['text.secondary on background.default', palette.text.secondary, palette.background.default],
  ['text.secondary on background.paper', palette.text.secondary, palette.background.paper],
  ['primary.contrastText on primary.main', palette.primary.contrastText, palette.primary.main],
  ['primary.contrastText on primary.dark (hover)', palette.primary.contrastText, palette.primary.dark],
  ['links (primary.main) on background.default', palette.primary.main, palette.background.default],
  ['links (primary.main) on background.paper', palette.primary.main, palette.background.paper],
  ['primary.dark headings on background.paper', palette.primary.dark, palette.background.paper],
  ['error.main on background.paper (field errors)', palette.error.main, palette.background.paper],
  ['secondary.contrastText on secondary.main', palette.secondary.contrastText, palette.secondary.main],
  // Toasts: each kind's text on its colour.
  ['success toast', palette.success.contrastText, palette.success.main],
  ['error toast', palette.error.contrastText, palette.error.main],
  ['warning toast', palette.warning.contrastText, palette.warning.main],
  ['info toast', palette.info.contrastText, palette.info.main],
  ['plain toast', palette.background.paper, palette.text.primary],
  // The navbar, footer and heroes.
  ['brand.onSurface on brand.surface', palette.brand.onSurface, palette.brand.surface],
  ['brand.onSurfaceMuted on brand.surface', palette.brand.onSurfaceMuted, palette.brand.surface],
  ['brand.onSurface on brand.surfaceAlt (promo banner)', palette.brand.onSurface, palette.brand.surfaceAlt],
  ['brand.accent on brand.surface (current link)', palette.brand.accent, palette.brand.surface],
  ['brand.onAccent on brand.accent', palette.brand.onAccent, palette.brand.accent],
  ['brand.onTint on brand.tint', palette.brand.onTint, palette.brand.tint],
  ['text.primary on brand.tint', palette.text.primary, palette.brand.tint],
  ['text.secondary on brand.tint', palette.text.secondary, palette.brand.tint],
  ['primary.main on brand.tint', palette.primary.main, palette.brand.tint],
  ['brand.onHighlight on brand.highlight', palette.brand.onHighlight, palette.brand.highlight],
];

/** MUI writes some contrast texts as rgba(0, 0, 0, 0.87); over a colour that is its blend. */
function opaque(color: string, over: string): string {
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (!rgba) return color;
  const base = /^#(..)(..)(..)$/.exec(over);
  if (!base) throw new Error(`Cannot blend over ${over}`);
  const alpha = Number(rgba[4]);
  const mix = [1, 2, 3].map((i) =>
    Math.round(Number(rgba[i]) * alpha + parseInt(base[i] ?? '0', 16) * (1 - alpha)),
  ) as [number, number, number];
  return `rgb(${mix.join(', ')})`;
}

describe.each(['light', 'dark'] as const)('the %s colour scheme', (scheme) => {
  const palette = appTheme().colorSchemes[scheme]?.palette as Palette;

  it('is that scheme', () => {
    expect(palette.mode).toBe(scheme);
  });

  it.each(textPairs(palette))('%s meets WCAG AA for text (4.5:1)', (_name, foreground, background) => {
    expect(getContrastRatio(opaque(foreground, background), background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
