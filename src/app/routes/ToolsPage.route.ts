import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.tools,
  load: () => import('./ToolsPage'),
  namespaces: ['tools'],
  head: { page: 'tools' },
});
