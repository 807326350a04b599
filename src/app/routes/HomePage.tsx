import { prefetchCourses, useGetCoursesQuery } from '@/features/courses/api';
import { HomeSections } from '@/features/home/components/HomeSections';
import { Promo } from '@/features/promo/components/Promo';
import type { AppDispatch } from '@/store/store';

/**
 * The course list, for the packages' links and prices, starts with the page's code; the page does
 * not wait for it (the build's render waits for every request).
 */
export const prefetch = (dispatch: AppDispatch) => {
  void prefetchCourses(dispatch);
};

export default function HomePage() {
  const { data: courses, isError } = useGetCoursesQuery();
  return (
    <>
      <HomeSections courses={courses} coursesFailed={isError} />
      <Promo />
    </>
  );
}
