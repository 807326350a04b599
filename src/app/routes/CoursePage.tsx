import { useParams, type Params } from 'react-router-dom';
import { BuyButton } from '@/features/checkout/components/BuyButton';
import { prefetchCourse } from '@/features/courses/api';
import { CourseLoader } from '@/features/courses/components/CourseDetail';
import { CourseOverview } from '@/features/courses/components/CourseOverview';
import { lessonPracticePath } from '@/features/practice/lessonPractice';
import type { AppDispatch } from '@/store/store';

export const prefetch = (dispatch: AppDispatch, { courseId = '' }: Params) => prefetchCourse(dispatch, courseId);

export default function CoursePage() {
  const { courseId = '' } = useParams();
  return (
    <CourseLoader courseId={courseId}>
      {(course) => (
        <CourseOverview
          course={course}
          practicePath={(chapter, lesson) => lessonPracticePath(course._id, chapter, lesson)}
          purchase={<BuyButton course={course} action="enroll" fullWidth />}
        />
      )}
    </CourseLoader>
  );
}
