import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.courses,
  aliases: [paths.coursesAlias],
  load: () => import('./CoursesPage'),
  namespaces: ['courses', 'checkout'],
  head: { page: 'courses' },
  prerender: 'once',
});
