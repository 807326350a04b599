import { useParams } from 'react-router-dom';
import { ReviewForm } from '@/features/reviews/components/ReviewForm';
import { ReviewList } from '@/features/reviews/components/ReviewList';
import { CourseViewer } from '@/features/viewer/components/CourseViewer';

/** /course-viewer/{courseId}: the player and outline, then the course's reviews. */
export default function CourseViewerPage() {
  const { courseId = '' } = useParams();
  return (
    <CourseViewer key={courseId} courseId={courseId}>
      <ReviewForm courseId={courseId} />
      <ReviewList courseId={courseId} numbered />
    </CourseViewer>
  );
}
