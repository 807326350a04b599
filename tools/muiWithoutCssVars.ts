import type { Plugin } from 'vite';

const STUB = '\0mui-without-css-vars';
/** The two MUI modules that reach the CSS-variables machinery, and what they import of it. */
const IMPORTER = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const SOURCE = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;

/**
 * Our theme sets neither `cssVariables` nor `colorSchemes`, so MUI takes its plain-theme path at
 * run time; its CSS-variables theme builder and provider are still bundled, because the choice is
 * made at run time. This build swaps them for a stub that fails loudly if ever reached: about
 * 7 KB gzip less on every first load. Tests run the real modules.
 */
export function muiWithoutCssVars(): Plugin {
  return {
    name: 'tradeschool-mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && IMPORTER.test(importer) && SOURCE.test(source)) return STUB;
      return null;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        'const unsupported = () => {',
        "  throw new Error('MUI CSS theme variables are left out of this build (tools/muiWithoutCssVars.ts)');",
        '};',
        'export default unsupported;',
        'export const CssVarsProvider = unsupported;',
      ].join('\n');
    },
  };
}
