import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.forgotPassword,
  load: () => import('./ForgotPasswordPage'),
  namespaces: ['auth'],
  head: { account: 'forgotPassword' },
});
