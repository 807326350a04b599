import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useParams, type Params } from 'react-router-dom';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { RenderAfterPage } from '@/components/layout/RenderAfterPage';
import { lessonViewerPath } from '@/config/paths';
import { useChatGrounding } from '@/features/chat/grounding';
import { CourseViewer, type ChapterExtra, type LessonPlace } from '@/features/learning/components/CourseViewer';
import { preloadNotes } from '@/features/learning/notes/LazyNotesPanel';
import { useCoursePassages } from '@/features/learning/search/useCoursePassages';
import { hasQuizzes } from '@/features/quiz/content';
import { prefetchFeedback } from '@/features/reviews/api';
import { useQuizBests } from '@/learner';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { selectIsLoggedIn } from '@/store/authSlice';
import type { AppDispatch } from '@/store/store';
import { LessonLinks } from './LessonLinks';

const CourseReviews = lazyWithPreload(() => import('@/features/reviews/components/CourseReviews'));
const ChapterQuiz = lazyWithPreload(() => import('@/features/quiz/components/ChapterQuiz'));

/**
 * The reviews' code, with the forms library, is fetched with the page's and evaluated in a task of
 * its own, and for a learner the reviews themselves are asked for at the same time: by the time
 * the reviews render, they render once, with their data. The page's first render waits for
 * neither. A guest is sent to log in by the route's guard, and asks for nothing of the course.
 */
export const prefetch = (dispatch: AppDispatch, { courseId = '' }: Params) => {
  // A failure to fetch it is said in the reviews' place when they render.
  void CourseReviews.preload().catch(() => undefined);
  // The Notes tab's code comes with the page's too, ready when the tab opens.
  void preloadNotes().catch(() => undefined);
  // So is the chapter quizzes' (their questions come when a quiz opens).
  void ChapterQuiz.preload().catch(() => undefined);
  dispatch((_, getState) => {
    if (selectIsLoggedIn(getState())) void prefetchFeedback(dispatch, courseId);
  });
};

/** A chapter's quiz with the learner's scores, kept with the course's progress. */
function ChapterQuizPart({
  courseId,
  chapterIndex,
  place,
}: {
  courseId: string;
  chapterIndex: number;
  place: 'outline' | 'chapterEnd';
}) {
  const { scores, scored } = useQuizBests(courseId);
  return (
    <ChapterQuiz
      courseId={courseId}
      chapterIndex={chapterIndex}
      place={place}
      best={scores[chapterIndex]}
      onScored={scored}
      lessonHref={(chapter) => lessonViewerPath(courseId, chapter + 1, 1)}
    />
  );
}

/** A chapter's quiz, in the outline and after its last lesson; if its code fails, that part says so. */
const chapterQuiz =
  (courseId: string): ChapterExtra =>
  (chapterIndex, place) => (
    <LoadBoundary>
      <Suspense fallback={<Box sx={{ minHeight: place === 'outline' ? 31 : 110 }} />}>
        <ChapterQuizPart courseId={courseId} chapterIndex={chapterIndex} place={place} />
      </Suspense>
    </LoadBoundary>
  );

/** Below the player and outline, the reviews' place until they render: the footer stays put. */
const reviewsPlace = <Box sx={{ minHeight: 480 }} />;

/** Under the playing lesson: its practice chart and the calculators it puts to use, if any. */
const lessonLinks = (lesson: LessonPlace) => <LessonLinks {...lesson} />;

/**
 * /course-viewer/{courseId}: the player and outline, then the course's reviews, rendered in a pass
 * of their own after the viewer's (each is a task of a few tens of ms on a slow phone, not one).
 */
export default function CourseViewerPage() {
  const { courseId = '' } = useParams();
  // The assistant answers from this course's lessons while the learner is in it.
  const passages = useCoursePassages(courseId);
  useChatGrounding(passages?.name ?? null, passages?.find ?? null);
  return (
    <CourseViewer
      key={courseId}
      courseId={courseId}
      lessonExtra={lessonLinks}
      chapterExtra={hasQuizzes(courseId) ? chapterQuiz(courseId) : undefined}
    >
      <RenderAfterPage fallback={reviewsPlace}>
        <LoadBoundary>
          <Suspense fallback={reviewsPlace}>
            <CourseReviews courseId={courseId} />
          </Suspense>
        </LoadBoundary>
      </RenderAfterPage>
    </CourseViewer>
  );
}
