import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.signup,
  load: () => import('./SignupPage'),
  namespaces: ['auth'],
  head: { account: 'signup' },
});
