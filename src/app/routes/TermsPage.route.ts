import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.terms,
  load: () => import('./TermsPage'),
  namespaces: ['policies'],
  head: { page: 'terms' },
  prerender: 'once',
});
