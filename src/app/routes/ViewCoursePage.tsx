import { useParams } from 'react-router-dom';
import { BuyButton } from '@/features/checkout/components/BuyButton';
import { CourseDetail, CourseLoader } from '@/features/courses/components/CourseDetail';
import { RatingSummary, ReviewList } from '@/features/reviews/components/ReviewList';

export default function ViewCoursePage() {
  const { courseId = '' } = useParams();
  return (
    <CourseLoader courseId={courseId}>
      {(course) => (
        <CourseDetail
          course={course}
          purchase={<BuyButton course={course} fullWidth />}
          rating={<RatingSummary courseId={course._id} />}
          reviews={<ReviewList courseId={course._id} />}
        />
      )}
    </CourseLoader>
  );
}
