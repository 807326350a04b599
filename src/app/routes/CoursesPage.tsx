import { prefetchCourses } from '@/features/courses/api';
import { CourseCatalog } from '@/features/courses/components/CourseCatalog';
import { useTranslation } from '@/i18n';
import type { AppDispatch } from '@/store/store';

/**
 * The list's request starts with the page's code; the page does not wait for it (a fresh answer
 * shows the loading state for a second in any case). At build time the render waits for it.
 */
export const prefetch = (dispatch: AppDispatch) => {
  void prefetchCourses(dispatch);
};

export default function CoursesPage() {
  const { t } = useTranslation('courses');
  return <CourseCatalog title={t('pages.courses.title')} subtitle={t('pages.courses.subtitle')} findable />;
}
