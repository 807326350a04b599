import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.home,
  load: () => import('./HomePage'),
  namespaces: ['home', 'courses', 'blog', 'promo', 'reviews'],
  head: { kind: 'home', page: 'home' },
  prerender: 'once',
});
