import type { Plugin } from 'vite';

const BOX = /[\\/]@mui[\\/]material[\\/]Box[\\/]Box\.mjs$/;
const DEFAULT_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]defaultTheme\.mjs$/;
/** How both modules build their theme. */
const EAGER_THEME = 'const defaultTheme = createTheme();';

/**
 * MUI's default theme is only a fallback for components outside a ThemeProvider, and ours are all
 * inside one; yet MUI builds it when its styling code loads, with a full `createTheme()` call
 * (the slowest part of the ui boot stage: up to 70 ms with the CPU slowed 4x), and Box builds a
 * second one of its own. This build has Box share MUI's, and builds that one on first use only:
 * a stand-in object that creates the theme the first time anything reads it. Tests run MUI as
 * published.
 */
export function muiDefaultTheme(): Plugin {
  return {
    name: 'tradeschool-mui-default-theme',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      // Loud, so that an MUI release that changes these modules is noticed rather than skipped.
      if (BOX.test(id)) {
        if (!code.includes(EAGER_THEME)) this.error(`${id} no longer builds its own default theme as expected`);
        return { code: `import defaultTheme from "../styles/defaultTheme.mjs";\n${code.replace(EAGER_THEME, '')}`, map: null };
      }
      if (DEFAULT_THEME.test(id)) {
        if (!code.includes(EAGER_THEME)) this.error(`${id} no longer builds the default theme as expected`);
        const lazy = [
          'let built;',
          'const theme = () => (built ??= createTheme());',
          // Every operation on the stand-in is done on the theme itself.
          "const traps = ['get', 'set', 'has', 'deleteProperty', 'defineProperty', 'ownKeys', 'getOwnPropertyDescriptor', 'getPrototypeOf'];",
          'const defaultTheme = new Proxy({}, Object.fromEntries(traps.map((trap) => [trap, (_, ...args) => Reflect[trap](theme(), ...args)])));',
        ].join('\n');
        return { code: code.replace(EAGER_THEME, lazy), map: null };
      }
      return null;
    },
  };
}
