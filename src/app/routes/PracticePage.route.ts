import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.practice,
  load: () => import('./PracticePage'),
  namespaces: ['practice'],
  head: { page: 'practice' },
});
