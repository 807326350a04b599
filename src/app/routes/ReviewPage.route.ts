import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.review,
  load: () => import('./ReviewPage'),
  namespaces: ['quiz'],
  guard: 'learner',
  head: { account: 'review' },
});
