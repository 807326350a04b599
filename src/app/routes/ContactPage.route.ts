import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.contact,
  load: () => import('./ContactPage'),
  namespaces: ['contact'],
  head: { page: 'contact' },
  prerender: 'once',
});
