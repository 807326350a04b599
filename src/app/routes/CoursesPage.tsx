import { prefetchCourses } from '@/features/courses/api';
import { CourseCatalog } from '@/features/courses/components/CourseCatalog';
import type { AppDispatch } from '@/store/store';

/**
 * The list's request starts with the page's code; the page does not wait for it (a fresh answer
 * shows the loading state for a second in any case). At build time the render waits for it.
 */
export const prefetch = (dispatch: AppDispatch) => {
  void prefetchCourses(dispatch);
};

export default function CoursesPage() {
  return (
    <CourseCatalog
      title="Explore Our Courses"
      subtitle="Learn to trade crypto, gold, stocks, forex and Indian markets with practising mentors."
      findable
    />
  );
}
