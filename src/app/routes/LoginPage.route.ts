import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.login,
  load: () => import('./LoginPage'),
  namespaces: ['auth'],
  head: { account: 'login' },
});
