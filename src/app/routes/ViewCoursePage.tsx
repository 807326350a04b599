import { useParams, type Params } from 'react-router-dom';
import { BuyButton } from '@/features/checkout/components/BuyButton';
import { prefetchCourse } from '@/features/courses/api';
import { CourseDetail, CourseLoader } from '@/features/courses/components/CourseDetail';
import { lessonPracticePath } from '@/features/practice/lessonPractice';
import { prefetchFeedback } from '@/features/reviews/api';
import { RatingSummary, ReviewList } from '@/features/reviews/components/ReviewList';
import type { AppDispatch } from '@/store/store';

/** The course and its reviews come with the page's code (see preloadRoute). */
export const prefetch = (dispatch: AppDispatch, { courseId = '' }: Params) =>
  Promise.all([prefetchCourse(dispatch, courseId), prefetchFeedback(dispatch, courseId)]);

export default function ViewCoursePage() {
  const { courseId = '' } = useParams();
  return (
    <CourseLoader courseId={courseId}>
      {(course) => (
        <CourseDetail
          course={course}
          practicePath={(chapter, lesson) => lessonPracticePath(course._id, chapter, lesson)}
          purchase={<BuyButton course={course} fullWidth />}
          rating={<RatingSummary courseId={course._id} />}
          reviews={<ReviewList courseId={course._id} />}
        />
      )}
    </CourseLoader>
  );
}
