import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';

/**
 * How the page says which colour scheme it shows: `data-color-scheme="light|dark"` on <html>.
 * MUI writes each scheme's CSS variables under that attribute, and any element carrying it (the
 * certificate, always light) gets that scheme's colours for everything inside it.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** Where MUI's useColorScheme keeps the learner's choice (Light, Dark or System). */
export const MODE_STORAGE_KEY = 'mui-mode';
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';

/** The colour schemes and the choice a learner makes among them. */
export type ColorSchemeMode = 'light' | 'dark' | 'system';

/**
 * MUI's documented guard against a flash of the wrong scheme: a small inline script, run before
 * the first paint, that sets the attribute from the stored choice or the system setting. It goes
 * into every page the build writes, and the build puts the hash of its exact text into the
 * Content-Security-Policy's script-src (tools/prerender.ts, tools/csp.ts), which allows no other
 * inline script. A 'media' selector would need no script for System, but an explicit choice
 * that differs from the system's would then paint wrongly until the app had loaded.
 */
export function ColorSchemeScript() {
  return (
    <InitColorSchemeScript
      attribute={COLOR_SCHEME_ATTRIBUTE}
      defaultMode="system"
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
    />
  );
}
