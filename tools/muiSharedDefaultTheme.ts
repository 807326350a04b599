import type { Plugin } from 'vite';

const BOX = /[\\/]@mui[\\/]material[\\/]Box[\\/]Box\.mjs$/;
const OWN_THEME = 'const defaultTheme = createTheme();';

/**
 * MUI's Box builds a default theme of its own when its module loads: a full `createTheme()` call,
 * the same one `@mui/material/styles/defaultTheme` makes. This build has Box share that one, which
 * is one theme fewer to build at boot (about 10 ms here, four times that on a slow phone). Either
 * is only a fallback for components outside a ThemeProvider; ours are all inside one. Tests run
 * MUI as published.
 */
export function muiSharedDefaultTheme(): Plugin {
  return {
    name: 'tradeschool-mui-shared-default-theme',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!BOX.test(id)) return null;
      // Loud, so that an MUI release that changes Box is noticed rather than silently skipped.
      if (!code.includes(OWN_THEME)) this.error(`${id} no longer builds its own default theme as expected`);
      return { code: `import defaultTheme from "../styles/defaultTheme.mjs";\n${code.replace(OWN_THEME, '')}`, map: null };
    },
  };
}
