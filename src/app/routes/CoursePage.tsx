import { useParams } from 'react-router-dom';
import { BuyButton } from '@/features/checkout/components/BuyButton';
import { CourseLoader } from '@/features/courses/components/CourseDetail';
import { CourseOverview } from '@/features/courses/components/CourseOverview';

export default function CoursePage() {
  const { courseId = '' } = useParams();
  return (
    <CourseLoader courseId={courseId}>
      {(course) => <CourseOverview course={course} purchase={<BuyButton course={course} label="Enroll Now" fullWidth />} />}
    </CourseLoader>
  );
}
