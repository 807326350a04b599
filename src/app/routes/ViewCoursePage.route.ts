import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.viewCourse,
  load: () => import('./ViewCoursePage'),
  namespaces: ['courses', 'checkout', 'reviews'],
  record: { param: 'courseId' },
  head: { kind: 'course', page: 'viewCourse' },
  prerender: 'perCourse',
});
