import type { PaletteOptions } from '@mui/material/styles';

/**
 * The site's own colours beyond MUI's palette, one set per colour scheme. Read them as theme
 * tokens (`'brand.surface'` in sx, or `theme.vars.palette.brand.surface`), never as hex values, so
 * that a component follows the scheme the learner sees.
 */
export interface BrandPalette {
  /** The dark green of the navbar, footer and page heroes (dark in both schemes). */
  surface: string;
  /** The navbar once the page has scrolled under it. */
  surfaceScrolled: string;
  /** The lighter end of gradients on `surface` (the promo's banner). */
  surfaceAlt: string;
  /** Text on `surface`. */
  onSurface: string;
  /** Secondary text and links on `surface`. */
  onSurfaceMuted: string;
  /** Hover background of a control on `surface`. */
  onSurfaceHover: string;
  /** Borders and rules on `surface`. */
  onSurfaceDivider: string;
  /** The gold accent: badges, stars, the current navbar link. */
  accent: string;
  /** Text on `accent`. */
  onAccent: string;
  /** A pale gold flag (the promo's saving) and its text. */
  highlight: string;
  onHighlight: string;
  /** A green wash for alternate sections, tiles and the chatbot's bubbles. */
  tint: string;
  /** Text on `tint` that must look green (headings, prices). */
  onTint: string;
  /** Card, accordion and tile outlines. */
  border: string;
  /** A stronger outline: form-like controls, which need 3:1 against the page. */
  borderStrong: string;
  /** RGB channels of the shade laid over hero photographs, for `rgb(channels / alpha)`. */
  scrimChannel: string;
  /** The frame behind images and videos while they load. */
  mediaBackdrop: string;
  /** The rating stars. */
  star: string;
  /** Skeleton bars. */
  skeleton: string;
  /** The inactive dots of a slider. */
  dot: string;
}

declare module '@mui/material/styles' {
  // The theme is built with CSS variables (theme.ts): `theme.vars` and `theme.colorSchemes` exist.
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    brand: BrandPalette;
  }
  interface PaletteOptions {
    brand?: BrandPalette;
  }
}

const green = '#0f7a4a';
const greenDark = '#0b3d2e';
const gold = '#e0b341';
const ink = '#14201b';

/** The light scheme: the site's original palette; every text/background pair meets WCAG AA. */
export const lightPalette = {
  mode: 'light',
  primary: { main: green, dark: greenDark, contrastText: '#ffffff' },
  secondary: { main: gold, contrastText: ink },
  text: { primary: ink, secondary: '#44524b' },
  background: { default: '#f7faf8', paper: '#ffffff' },
  error: { main: '#b3261e', contrastText: '#ffffff' },
  warning: { main: '#8a5300', contrastText: '#ffffff' },
  info: { main: '#1f4e79', contrastText: '#ffffff' },
  success: { main: green, contrastText: '#ffffff' },
  brand: {
    surface: greenDark,
    surfaceScrolled: 'rgba(11, 61, 46, 0.97)',
    surfaceAlt: green,
    onSurface: '#ffffff',
    onSurfaceMuted: '#d9ece2',
    onSurfaceHover: 'rgba(255, 255, 255, 0.12)',
    onSurfaceDivider: 'rgba(255, 255, 255, 0.2)',
    accent: gold,
    onAccent: ink,
    highlight: '#fdf3d7',
    onHighlight: '#6b4b00',
    tint: '#e8f5ee',
    onTint: greenDark,
    border: '#dfe9e3',
    borderStrong: 'rgba(0, 0, 0, 0.23)',
    scrimChannel: '6 30 22',
    mediaBackdrop: '#000000',
    star: '#faaf00',
    skeleton: 'rgba(0, 0, 0, 0.11)',
    dot: '#6b8a7b',
  },
} satisfies PaletteOptions;

/**
 * The dark scheme, for charts read late at night: a near-black green page, lighter greens for
 * what the light scheme draws in green (links, buttons), so each keeps its AA contrast.
 */
export const darkPalette = {
  mode: 'dark',
  primary: { main: '#5ccf97', light: '#8be0b6', dark: '#3fb27b', contrastText: '#06140d' },
  secondary: { main: gold, contrastText: ink },
  text: { primary: '#e6efe9', secondary: '#a9bab1' },
  background: { default: '#0c1511', paper: '#141f1a' },
  error: { main: '#ff8a80', contrastText: '#1a0503' },
  success: { main: '#5ccf97', contrastText: '#06140d' },
  divider: 'rgba(255, 255, 255, 0.14)',
  brand: {
    surface: '#08261c',
    surfaceScrolled: 'rgba(8, 38, 28, 0.97)',
    surfaceAlt: '#0f5a39',
    onSurface: '#ffffff',
    onSurfaceMuted: '#cfe3d8',
    onSurfaceHover: 'rgba(255, 255, 255, 0.12)',
    onSurfaceDivider: 'rgba(255, 255, 255, 0.2)',
    accent: gold,
    onAccent: ink,
    highlight: '#3a2f10',
    onHighlight: '#ffd97a',
    tint: '#163024',
    onTint: '#8be0b6',
    border: '#2a3b33',
    borderStrong: 'rgba(255, 255, 255, 0.3)',
    scrimChannel: '3 14 10',
    mediaBackdrop: '#000000',
    star: '#ffc107',
    skeleton: 'rgba(255, 255, 255, 0.13)',
    dot: '#7f9a8d',
  },
} satisfies PaletteOptions;
