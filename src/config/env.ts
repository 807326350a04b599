import { parseEnv } from './parseEnv';

/** The only reader of `import.meta.env` (jest maps this module to `src/test/env.ts`). */
export const env = parseEnv(import.meta.env, window.location.origin);
