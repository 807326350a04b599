import { createTheme, type Overlays, type Theme } from '@mui/material/styles';
import { DEVANAGARI_FONT } from '@/config/languages';
import { COLOR_SCHEME_ATTRIBUTE } from './colorScheme';
import { components } from './components';
import { darkPalette, lightPalette } from './palette';

// The Devanagari face comes first: it covers Devanagari only (see DEVANAGARI_FONT), so every other
// character falls through to the system's own font.
const fontFamily = [
  `"${DEVANAGARI_FONT.family}"`,
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * MUI lightens raised surfaces in the dark scheme with a white overlay, which turned the promo
 * dialog and the chat panel grey; the dark palette's paper is already a step above the page.
 */
const flatOverlays = Array.from({ length: 25 }, () => 'none') as Overlays;

let built: Theme | undefined;

/**
 * The site's one theme, built once, on first use (createTheme is a sizeable call). Both colour
 * schemes are CSS variables: the server renders the same markup for either, and the attribute on
 * <html> (set before the first paint, see colorScheme.tsx) picks the scheme.
 */
export function appTheme(): Theme {
  built ??= createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: { light: { palette: lightPalette }, dark: { palette: darkPalette, overlays: flatOverlays } },
    // MUI's transitions (dialogs, menus, ripples) follow the learner's system setting for less
    // motion, as the site's own animations do.
    motion: { reducedMotion: 'system' },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.375rem', fontWeight: 700 },
      h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components,
  });
  return built;
}
