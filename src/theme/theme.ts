import { createTheme, type Theme } from '@mui/material/styles';

/** Brand colours; every text/background pair used meets WCAG AA contrast. */
export const brand = {
  green: '#0f7a4a',
  greenDark: '#0b3d2e',
  greenLight: '#e8f5ee',
  gold: '#e0b341',
  ink: '#14201b',
} as const;

/**
 * The keyboard focus ring: gold outside, dark ink inside, so that one of the two contrasts at
 * least 3:1 with any background, light or dark (WCAG 1.4.11).
 */
const focusRing = {
  outline: `3px solid ${brand.gold}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${brand.ink}`,
} as const;

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

let built: Theme | undefined;

/** The site's theme, built once, on first use (createTheme is a sizeable call). */
export function appTheme(): Theme {
  built ??= createTheme({
    palette: {
      primary: { main: brand.green, dark: brand.greenDark, contrastText: '#ffffff' },
      secondary: { main: brand.gold, contrastText: brand.ink },
      text: { primary: brand.ink, secondary: '#44524b' },
      background: { default: '#f7faf8', paper: '#ffffff' },
      error: { main: '#b3261e' },
      success: { main: brand.green },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.375rem', fontWeight: 700 },
      h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // ButtonBase resets `outline: 0`, which beats the global :focus-visible ring below; give
      // every button-like control (Button, IconButton, ListItemButton, MenuItem, …) the same ring.
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      // The stock ring around the focused star is 1px #999 (2.8:1 on white, under 3:1).
      MuiRating: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible .MuiRating-iconActive': { outline: `2px solid ${brand.green}`, outlineOffset: 1 },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { border: '1px solid #dfe9e3' } },
      },
      // An alert's message box scrolls (overflow: auto); a long unbroken word such as an e-mail
      // address on a 360 px phone made it a scroll region no keyboard can reach (axe
      // scrollable-region-focusable). Wrap such words instead.
      MuiAlert: {
        styleOverrides: { message: { overflowWrap: 'anywhere' } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiCssBaseline: {
        styleOverrides: {
          // A visible focus ring everywhere the keyboard lands.
          ':focus-visible': focusRing,
          img: { maxWidth: '100%' },
        },
      },
    },
  });
  return built;
}
