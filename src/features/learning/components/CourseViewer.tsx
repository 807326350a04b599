import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/ErrorState';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { viewCoursePath } from '@/config/paths';
import { useNavigate, useTranslation } from '@/i18n';
import { courseCompletion, useCourseRecords, type LessonKey } from '@/learner';
import { capitalizeWords } from '@/lib/format';
import { errorMessage } from '@/store/apiError';
import type { Course } from '@/store/models';
import { useCourseAccess } from '@/store/session';
import { useGetCourseByIdQuery } from '@/store/sharedEndpoints';
import {
  findVideo,
  initialVideo,
  lessonOfParam,
  lessonParam,
  neighbours,
  LESSON_PARAM,
} from '../courseOutline';
import { Playhead } from '../playhead';
import { CertificateLink } from './CertificateLink';
import { ChapterList } from './ChapterList';
import { CompletionBar } from './CompletionBar';
import { CourseIntroPlayer } from './CourseIntroPlayer';
import { LessonNav } from './LessonNav';
import { OutlineTabs } from './OutlineTabs';
import { PlayerControls } from './PlayerControls';
import { UnreadableProgressNotice } from './UnreadableProgressNotice';
import { UpNext } from './UpNext';
import { VideoFrame, VideoFrameMessage } from './VideoFrame';
import { VideoStage } from './VideoStage';

function ViewerSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} role="status" aria-label={t('viewer.loading')}>
      <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '60%', mb: 2 }} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton
            variant="rectangular"
            sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: 2 }}
          />
          <Skeleton variant="text" sx={{ fontSize: '1.75rem', width: '50%', mt: 2 }} />
          <Skeleton variant="text" sx={{ width: '80%' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rectangular" sx={{ height: 64, mb: 1, borderRadius: 1 }} />
          ))}
        </Grid>
      </Grid>
    </Container>
  );
}

/**
 * One element for every render: while the course loads, each answer the store gets (the learner,
 * the course, the reviews) re-renders the viewer at once, and the same element is not rendered again.
 */
const viewerSkeleton = <ViewerSkeleton />;

/** Where a chapter's extra (its quiz) shows: in the outline, or under the player after its last lesson. */
export type ChapterExtraPlace = 'outline' | 'chapterEnd';
export type ChapterExtra = (chapterIndex: number, place: ChapterExtraPlace) => ReactNode;

interface CourseContentProps {
  course: Course;
  children?: ReactNode;
  /** What the page adds under the playing lesson's description, from its title. */
  lessonExtra?: (lesson: LessonPlace) => ReactNode;
  chapterExtra?: ChapterExtra;
}

/** The loaded viewer: player, what is playing, the outline and the course's progress. */
function CourseContent({ course, children, lessonExtra, chapterExtra }: CourseContentProps) {
  const { t } = useTranslation('learning');
  const { progress, opened, setCompleted, savePosition } = useCourseRecords(course._id);
  const [playhead] = useState(() => new Playhead());
  // The lesson is in the URL: it can be linked and bookmarked, and Back returns to the one before.
  const [searchParams, setSearchParams] = useSearchParams();
  const pickedKey = lessonOfParam(searchParams.get(LESSON_PARAM));
  // The lesson whose video has just ended, while its Up next card shows.
  const [endedKey, setEndedKey] = useState<LessonKey | null>(null);
  const [toggled, setToggled] = useState<ReadonlySet<number> | null>(null);

  const isIntro = course.chapters.length === 0;
  const current = findVideo(course, pickedKey) ?? initialVideo(course, progress?.lastLesson);
  // Until the learner opens or closes one, the chapter of the playing video is the open one.
  const openChapters = toggled ?? new Set(current ? [current.chapterIndex] : [0]);

  const currentKey = current?.key;
  const lastLesson = progress?.lastLesson;
  /** Names `key` in the URL: a new history entry, or in place of this one. */
  const showLesson = useCallback(
    (key: LessonKey, { replace = false } = {}) =>
      setSearchParams(
        (params) => {
          params.set(LESSON_PARAM, lessonParam(key));
          return params;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  // The lesson the URL was given from the resume point, until the learner picks one: when the
  // resume point then moves (the learner's account answered with another device's), it follows.
  const placed = useRef<LessonKey | null>(null);
  useEffect(() => {
    if (!currentKey) return;
    // Opened without a lesson (or one the course no longer has): the URL names the one playing,
    // in place, so Back from the next lesson returns to it.
    if (searchParams.get(LESSON_PARAM) !== lessonParam(currentKey)) {
      placed.current = currentKey;
      showLesson(currentKey, { replace: true });
      return;
    }
    if (placed.current === currentKey) {
      const resumed = lastLesson ? findVideo(course, lastLesson)?.key : undefined;
      if (resumed && resumed !== currentKey) {
        placed.current = resumed;
        showLesson(resumed, { replace: true });
      }
      return;
    }
    placed.current = null;
    // Picked, or reached by Back and Forward: the resume point follows.
    if (pickedKey === currentKey && lastLesson !== currentKey) opened(currentKey);
  }, [course, currentKey, lastLesson, opened, pickedKey, searchParams, showLesson]);

  const select = (key: LessonKey) => {
    setEndedKey(null);
    if (key !== currentKey) showLesson(key);
  };
  const { previous, next } = neighbours(course, current?.key);
  /** Opens a lesson from the buttons under the player; its chapter opens in the outline too. */
  const go = (lesson: { key: LessonKey; chapterIndex: number }) => {
    select(lesson.key);
    setToggled((open) => (open ? new Set([...open, lesson.chapterIndex]) : open));
  };
  /** Plays a lesson from a moment (a note's): this video seeks, another opens there. */
  const seek = (key: LessonKey, seconds: number) => {
    const lesson = findVideo(course, key);
    if (!lesson) return;
    if (key === current?.key && playhead.seek(seconds)) return;
    // The player starts a lesson where it was left: this moment.
    savePosition(key, seconds);
    playhead.revealNext();
    if (key !== current?.key) go(lesson);
  };
  const toggle = (chapterIndex: number) => {
    const next = new Set(openChapters);
    if (next.has(chapterIndex)) next.delete(chapterIndex);
    else next.add(chapterIndex);
    setToggled(next);
  };

  const videoTitle = isIntro ? t('viewer.introTitle') : current?.video.title;
  const chapterTitle = current ? capitalizeWords(current.chapter.title) : null;
  const description = isIntro
    ? course.introDescription?.trim() || t('viewer.introDefaultDescription')
    : current && capitalizeWords(current.chapter.description);

  const outline = (
    <ChapterList
      chapters={course.chapters}
      currentKey={current?.key ?? null}
      completed={progress?.completed ?? {}}
      openChapters={openChapters}
      onToggle={toggle}
      onSelect={select}
      chapterExtra={chapterExtra && ((chapterIndex) => chapterExtra(chapterIndex, 'outline'))}
    />
  );
  const isChapterEnd = current ? current.videoIndex === current.chapter.videos.length - 1 : false;

  let stage: ReactNode;
  if (isIntro) stage = <CourseIntroPlayer src={course.introVideo} poster={course.introThumbnail} />;
  else if (current)
    stage = (
      <VideoStage
        key={current.key}
        courseId={course._id}
        current={current}
        playhead={playhead}
        onEnded={() => setEndedKey(current.key)}
      />
    );
  else
    stage = (
      <VideoFrame>
        <VideoFrameMessage>
          <Typography>{t('viewer.selectVideo')}</Typography>
        </VideoFrameMessage>
      </VideoFrame>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {capitalizeWords(course.title)}
      </Typography>
      <UnreadableProgressNotice />
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          {stage}
          {current && !isIntro && (
            <>
              {endedKey === current.key && next && (
                <UpNext
                  key={current.key}
                  next={next}
                  // The chapter's quiz comes before the next chapter: the viewer waits with its prompt.
                  hold={Boolean(chapterExtra) && isChapterEnd}
                  onPlay={() => go(next)}
                  onCancel={() => setEndedKey(null)}
                />
              )}
              <LessonNav
                previous={previous}
                next={next}
                completed={Boolean(progress?.completed[current.key])}
                onToggleComplete={() => setCompleted(current.key, !progress?.completed[current.key])}
                onGo={go}
              />
              <PlayerControls playhead={playhead} onNext={next ? () => go(next) : undefined} />
              {chapterExtra && isChapterEnd && (
                <Box sx={{ mt: 2 }}>{chapterExtra(current.chapterIndex, 'chapterEnd')}</Box>
              )}
            </>
          )}
          <Box sx={{ mt: 2 }}>
            {videoTitle && (
              <Typography variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' } }}>
                {videoTitle}
              </Typography>
            )}
            {chapterTitle && (
              <Typography variant="h3" component="p" sx={{ mt: 1, fontSize: '1.125rem', color: 'primary.dark' }}>
                {chapterTitle}
              </Typography>
            )}
            {description && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {description}
              </Typography>
            )}
            {lessonExtra && current && !isIntro && (
              <Box sx={{ mt: 2 }}>
                {lessonExtra({
                  courseId: course._id,
                  title: current.video.title,
                  chapterIndex: current.chapterIndex,
                  videoIndex: current.videoIndex,
                })}
              </Box>
            )}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} component="section" aria-labelledby="course-content-heading">
          <Typography id="course-content-heading" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
            {t('viewer.contentHeading')}
          </Typography>
          {!isIntro && <CompletionBar percent={courseCompletion(course, progress).percent} />}
          <CertificateLink course={course} progress={progress} />
          {isIntro ? (
            outline
          ) : (
            <OutlineTabs outline={outline} course={course} current={current} playhead={playhead} onSeek={seek} />
          )}
        </Grid>
      </Grid>
      {children && (
        <Stack spacing={5} sx={{ mt: { xs: 5, md: 7 } }}>
          {children}
        </Stack>
      )}
    </Container>
  );
}

/** The playing lesson, by its place in its course (0-based, as the outline counts). */
export interface LessonPlace {
  courseId: string;
  title: string;
  chapterIndex: number;
  videoIndex: number;
}

interface CourseViewerProps {
  courseId: string;
  /** Shown under the viewer once access is confirmed (the route page puts the reviews here). */
  children?: ReactNode;
  /** What the page adds under the playing lesson (links to other features), from its title. */
  lessonExtra?: (lesson: LessonPlace) => ReactNode;
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
