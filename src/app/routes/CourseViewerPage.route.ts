import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

/** Named by its course and lesson once the course is in the store. */
export default definePage({
  path: paths.courseViewer,
  load: () => import('./CourseViewerPage'),
  namespaces: ['learning', 'reviews', 'tools', 'quiz'],
  guard: 'learner',
  record: { param: 'courseId' },
  head: { kind: 'lesson', account: 'courseViewer' },
});
