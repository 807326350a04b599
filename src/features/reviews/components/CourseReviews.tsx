import Box from '@mui/material/Box';
import { RenderAfterPage } from '@/components/layout/RenderAfterPage';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

/** The list's place until it renders: what follows stays put. */
const listPlace = <Box sx={{ minHeight: 240 }} />;

/**
 * A course's reviews under its viewer: the learner's form, then everybody's, numbered, in a pass
 * of its own (each commit is a task on a slow phone, and the two together made one long one). The
 * default export, so the viewer can load it (and the forms library) as a chunk of its own.
 */
export default function CourseReviews({ courseId }: { courseId: string }) {
  return (
    <>
      <ReviewForm courseId={courseId} />
      <RenderAfterPage fallback={listPlace}>
        <ReviewList courseId={courseId} numbered />
      </RenderAfterPage>
    </>
  );
}
