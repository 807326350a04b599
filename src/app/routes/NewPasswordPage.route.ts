import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.newPassword,
  load: () => import('./NewPasswordPage'),
  namespaces: ['auth'],
  head: { account: 'newPassword' },
});
