import { CourseCatalog } from '@/features/courses/components/CourseCatalog';
import { prefetchCourses } from '@/features/courses/api';
import type { AppDispatch } from '@/store/store';

/**
 * On a first visit the list's request starts with the page's code (see preloadRoute). The page
 * shows its loading state for a second in any case, so its first render does not wait for it.
 */
export const prefetch = (dispatch: AppDispatch) => {
  void prefetchCourses(dispatch);
};

export default function CoursesPage() {
  return <CourseCatalog
      title="Explore Our Courses"
      subtitle="Learn to trade crypto, gold, stocks, forex and Indian markets with practising mentors."
      findable
    />;
}
