import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

/** Not guarded: 'Forgot Password?' on the login page leads here, for learners who cannot log in. */
export default definePage({
  path: paths.changePassword,
  load: () => import('./ChangePasswordPage'),
  namespaces: ['auth'],
  head: { account: 'changePassword' },
});
