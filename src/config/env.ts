import { parseEnv } from './parseEnv';

/**
 * Relative URLs (the demo API's `/api`) resolve against the page's origin in the browser; when
 * pages are rendered at build time there is no page, and the site's configured origin stands in.
 */
const origin =
  typeof window === 'undefined' ? import.meta.env.VITE_SITE_URL || 'http://localhost' : window.location.origin;

/** The only reader of `import.meta.env` (jest maps this module to `src/test/env.ts`). */
export const env = parseEnv({ ...import.meta.env, VITE_BUILD_YEAR: import.meta.env.VITE_BUILD_YEAR }, origin);
