import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

/**
 * A course's reviews under its viewer: the learner's form, then everybody's, numbered. The default
 * export, so the viewer can load it (and the forms library) as a chunk of its own.
 */
export default function CourseReviews({ courseId }: { courseId: string }) {
  return (
    <>
      <ReviewForm courseId={courseId} />
      <ReviewList courseId={courseId} numbered />
    </>
  );
}
