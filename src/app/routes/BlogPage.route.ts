import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.blog,
  load: () => import('./BlogPage'),
  namespaces: ['blog'],
  head: { page: 'blog' },
  prerender: 'once',
});
