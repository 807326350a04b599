import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.news,
  load: () => import('./NewsPage'),
  namespaces: ['news'],
  head: { page: 'news' },
  prerender: 'once',
});
