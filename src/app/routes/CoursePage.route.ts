import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.course,
  load: () => import('./CoursePage'),
  namespaces: ['courses', 'checkout'],
  record: { param: 'courseId' },
  head: { kind: 'course', page: 'course' },
  prerender: 'perCourse',
});
