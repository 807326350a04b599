import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.enrolledCourses,
  load: () => import('./EnrolledCoursesPage'),
  namespaces: ['courses', 'learning'],
  guard: 'learner',
  head: { account: 'enrolledCourses' },
});
