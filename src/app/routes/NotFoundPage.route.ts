import { definePage } from '../pageDeclaration';

/** Any path no other page claims. */
export default definePage({
  path: '*',
  load: () => import('./NotFoundPage'),
  head: { kind: 'notFound' },
});
