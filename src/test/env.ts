import { parseEnv } from '@/config/parseEnv';

/** jest's stand-in for `src/config/env.ts`, which uses `import.meta` (ESM only). */
export const env = parseEnv({}, 'http://localhost');
