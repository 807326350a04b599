import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.profile,
  load: () => import('./ProfilePage'),
  namespaces: ['profile', 'auth'],
  guard: 'learner',
  head: { account: 'profile' },
});
