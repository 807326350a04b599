import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.sliderCourses,
  load: () => import('./SliderCoursesPage'),
  namespaces: ['courses'],
  head: { page: 'sliderCourses' },
  prerender: 'once',
});
