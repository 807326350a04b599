import type { Components, CSSObject, Theme } from '@mui/material/styles';

/**
 * The theme's palette as CSS variables, which follow the colour scheme on the page. Under MUI's
 * default theme (a part rendered without the app's providers, as some tests do) there are no
 * variables, and the plain values stand in.
 */
export const tokens = (theme: Omit<Theme, 'components'>) =>
  ((theme.vars as Theme['vars'] | undefined) ?? theme).palette;

/**
 * The keyboard focus ring: gold outside, dark ink inside, so that one of the two contrasts at
 * least 3:1 with any background, light or dark (WCAG 1.4.11).
 */
export const focusRing = (theme: Omit<Theme, 'components'>): CSSObject => ({
  outline: `3px solid ${tokens(theme).brand.accent}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${tokens(theme).brand.onAccent}`,
});

/** Per-component customisations, shared by both colour schemes (the colours come from tokens). */
export const components: Components<Omit<Theme, 'components'>> = {
  // ButtonBase resets `outline: 0`, which beats the global :focus-visible ring below; give
  // every button-like control (Button, IconButton, ListItemButton, MenuItem, …) the same ring.
  MuiButtonBase: {
    styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) },
  },
  // The stock ring around the focused star is 1px #999 (2.8:1 on white, under 3:1).
  MuiRating: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible .MuiRating-iconActive': {
          outline: `2px solid ${tokens(theme).primary.main}`,
          outlineOffset: 1,
        },
      }),
    },
  },
  // The navbar keeps its own dark green in the dark scheme too, rather than MUI's grey bar there.
  MuiAppBar: { defaultProps: { enableColorOnDark: true } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: { root: ({ theme }) => ({ border: `1px solid ${tokens(theme).brand.border}` }) },
  },
  // An alert's message box scrolls (overflow: auto); a long unbroken word such as an e-mail
  // address on a 360 px phone made it a scroll region no keyboard can reach (axe
  // scrollable-region-focusable). Wrap such words instead.
  MuiAlert: {
    styleOverrides: { message: { overflowWrap: 'anywhere' } },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      // The dark scheme's link green is nearly as light as its text, so colour alone cannot tell
      // a link inside a sentence apart (WCAG 1.4.1): there links are always underlined.
      root: ({ theme }) => theme.applyStyles('dark', { textDecoration: 'underline' }),
    },
  },
  // On a desktop the chat button floats at the right edge (48 px, 8 px from it): the page's
  // content keeps out of that strip, on both sides so it stays centred.
  MuiContainer: {
    styleOverrides: {
      root: ({ theme }) => ({ [theme.breakpoints.up('md')]: { paddingLeft: 64, paddingRight: 64 } }),
    },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  // A text field's own outline turns into its focus ring (thicker, in the primary colour); the
  // site-wide ring on the <input> inside would draw a second, square box through the label.
  MuiInputBase: {
    styleOverrides: { input: { '&:focus-visible': { outline: 'none', boxShadow: 'none' } } },
  },
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      // A visible focus ring everywhere the keyboard lands.
      ':focus-visible': focusRing(theme),
      img: { maxWidth: '100%' },
    }),
  },
};
