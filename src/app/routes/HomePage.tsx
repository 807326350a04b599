import { prefetchCourses, useGetCoursesQuery } from '@/features/courses/api';
import { HomeSections, preloadBelowTheFold } from '@/features/home/components/HomeSections';
import { Promo } from '@/features/promo/components/Promo';
import type { AppDispatch } from '@/store/store';

/**
 * The code of the sections below the first screen comes with the page's (see preloadRoute). The
 * course list, for the packages' links and prices, starts with it; the page does not wait for it
 * (the build's render waits for every request).
 */
export const prefetch = (dispatch: AppDispatch) => {
  void prefetchCourses(dispatch);
  return preloadBelowTheFold();
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
