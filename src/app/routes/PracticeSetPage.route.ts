import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.practiceSet,
  load: () => import('./PracticeSetPage'),
  namespaces: ['practice', 'chat'],
  head: { page: 'practiceSet' },
  sitemap: 'perPracticeSet',
});
