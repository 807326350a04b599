import { prefetchCourses } from '@/features/courses/api';
import { CourseCatalog } from '@/features/courses/components/CourseCatalog';
import type { AppDispatch } from '@/store/store';

export const prefetch = (dispatch: AppDispatch) => {
  void prefetchCourses(dispatch);
};

/** /SliderCourses: the course-logo slider above the course cards. */
export default function SliderCoursesPage() {
  return <CourseCatalog title="Our Courses" subtitle="Pick a course from the slider or browse them all below." />;
}
