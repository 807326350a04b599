import Container from '@mui/material/Container';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { ErrorState } from '@/components/feedback/ErrorState';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { viewCoursePath } from '@/config/paths';
import { useNavigate, useTranslation } from '@/i18n';
import { errorMessage } from '@/store/apiError';
import { useCourseAccess } from '@/store/session';
import { useGetCourseByIdQuery } from '@/store/sharedEndpoints';
import type { ChapterExtra, LessonExtra } from '../viewerExtras';
import { CourseContent } from './CourseContent';
import { viewerSkeleton } from './ViewerSkeleton';

export type { ChapterExtra, ChapterExtraPlace, LessonPlace } from '../viewerExtras';

interface CourseViewerProps {
  courseId: string;
  /** Shown under the viewer once access is confirmed (the route page puts the reviews here). */
  children?: ReactNode;
  /** What the page adds under the playing lesson (links to other features), from its title. */
  lessonExtra?: LessonExtra;
  /** What the page adds to each chapter (its quiz): in the outline and after the chapter's last lesson. */
  chapterExtra?: ChapterExtra;
}

/**
 * /course-viewer/{id} for the course's owner. The route guard has already asked for a login; a
 * learner who does not own the course is sent to its page to buy it.
 */
export function CourseViewer({ courseId, children, lessonExtra, chapterExtra }: CourseViewerProps) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const { access, retry } = useCourseAccess(courseId);
  // A course bought a moment ago may sit in the cache in its locked form: always ask again.
  const course = useGetCourseByIdQuery(courseId || skipToken, { refetchOnMountOrArgChange: true });

  const redirected = useRef(false);
  useEffect(() => {
    if (access !== 'not-owner' || redirected.current) return;
    redirected.current = true;
    enqueueToast(t('viewer.notOwner'), { variant: 'info' });
    void navigate(viewCoursePath(courseId), { replace: true });
  }, [access, courseId, navigate, t]);

  // The store's answers re-render at once, in one task; the whole viewer (player, outline,
  // reviews) renders from the deferred copy instead, in slices that leave the main thread free.
  const ready = access === 'owner' ? course.currentData : undefined;
  const shown = useDeferredValue(ready);

  if (access === 'unknown') {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <ErrorState message={t('accessUnknown')} onRetry={retry} />
      </Container>
    );
  }
  if (course.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <ErrorState
          message={errorMessage(course.error, t('viewer.courseFailed'))}
          onRetry={() => void course.refetch()}
        />
      </Container>
    );
  }
  if (!ready || !shown) return viewerSkeleton;
  return (
    <CourseContent course={shown} lessonExtra={lessonExtra} chapterExtra={chapterExtra}>
      {children}
    </CourseContent>
  );
}
