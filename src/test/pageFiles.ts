import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { declaredPagesOf, type PageDeclaration } from '@/app/pageDeclaration';

/** jest's stand-in for `src/app/pageFiles.ts`, whose `import.meta.glob` only Vite understands. */
const folder = join(__dirname, '../app/routes');

export const declaredPages = declaredPagesOf(
  Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.route.ts'))
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      .map((file) => [file, (require(join(folder, file)) as { default: PageDeclaration }).default]),
  ),
);
