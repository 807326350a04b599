import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.newsDaily,
  load: () => import('./NewsDailyPage'),
  namespaces: ['news'],
  head: { page: 'newsDaily' },
  prerender: 'once',
});
