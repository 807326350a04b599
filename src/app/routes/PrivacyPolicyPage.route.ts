import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.privacyPolicy,
  load: () => import('./PrivacyPolicyPage'),
  namespaces: ['policies'],
  head: { page: 'privacyPolicy' },
  prerender: 'once',
});
