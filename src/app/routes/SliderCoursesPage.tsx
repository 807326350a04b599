import { prefetchCourses } from '@/features/courses/api';
import { CourseCatalog } from '@/features/courses/components/CourseCatalog';
import { useTranslation } from '@/i18n';
import type { AppDispatch } from '@/store/store';

export const prefetch = (dispatch: AppDispatch) => {
  void prefetchCourses(dispatch);
};

/** /SliderCourses: the course-logo slider above the course cards. */
export default function SliderCoursesPage() {
  const { t } = useTranslation('courses');
  return <CourseCatalog title={t('pages.slider.title')} subtitle={t('pages.slider.subtitle')} />;
}
