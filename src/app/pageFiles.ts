import { declaredPagesOf, type PageDeclaration } from './pageDeclaration';

/** Every page of the site: each `routes/<Name>.route.ts`, found by the bundler. */
export const declaredPages = declaredPagesOf(
  import.meta.glob<PageDeclaration>('./*.route.ts', { eager: true, import: 'default', base: './routes' }),
);
