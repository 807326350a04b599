import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.refundPolicy,
  load: () => import('./RefundPolicyPage'),
  namespaces: ['policies'],
  head: { page: 'refundPolicy' },
  prerender: 'once',
});
