import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.about,
  load: () => import('./AboutPage'),
  namespaces: ['about'],
  head: { page: 'about' },
  prerender: 'once',
});
