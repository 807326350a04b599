import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.glossary,
  load: () => import('./GlossaryPage'),
  namespaces: ['practice'],
  head: { page: 'glossary' },
});
