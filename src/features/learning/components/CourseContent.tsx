import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCourseRecords, type LessonKey } from '@/learner';
import { capitalizeWords } from '@/lib/format';
import type { Course } from '@/store/models';
import { findVideo, neighbours } from '../courseOutline';
import { useLessonInUrl } from '../hooks/useLessonInUrl';
import { MOMENT_PARAM, momentOfParam } from '../lessonParam';
import { openChaptersOf, toggleChapter, withChapterOpen } from '../openChapters';
import { Playhead } from '../playhead';
import { isIntroOnly } from '../playingLesson';
import { lessonCaptionLanguages } from '../transcript/lessonCaptions';
import type { ChapterExtra, LessonExtra } from '../viewerExtras';
import { ChapterList } from './ChapterList';
import { COURSE_CONTENT_HEADING, CourseOutlinePanel } from './CourseOutlinePanel';
import { LessonControls } from './LessonControls';
import { LessonDetails } from './LessonDetails';
import { LessonStage } from './LessonStage';
import { UnreadableProgressNotice } from './UnreadableProgressNotice';

interface CourseContentProps {
  course: Course;
  children?: ReactNode;
  /** What the page adds under the playing lesson's description, from its title. */
  lessonExtra?: LessonExtra;
  chapterExtra?: ChapterExtra;
}

/** The loaded viewer: player, what is playing, the outline and the course's progress. */
export function CourseContent({ course, children, lessonExtra, chapterExtra }: CourseContentProps) {
  const { progress, opened, setCompleted, savePosition } = useCourseRecords(course._id);
  const [playhead] = useState(() => new Playhead());
  // The lesson is in the URL: it can be linked and bookmarked, and Back returns to the one before.
  const { current, showLesson } = useLessonInUrl(course, progress?.lastLesson, opened);
  // The lesson whose video has just ended, while its Up next card shows.
  const [endedKey, setEndedKey] = useState<LessonKey | null>(null);
  const [toggled, setToggled] = useState<ReadonlySet<number> | null>(null);

  const isIntro = isIntroOnly(course);
  // Until the learner opens or closes one, the chapter of the playing video is the open one.
  const openChapters = openChaptersOf(toggled, current?.chapterIndex);

  const select = (key: LessonKey) => {
    setEndedKey(null);
    if (key !== current?.key) showLesson(key);
  };
  const { previous, next } = neighbours(course, current?.key);
  /** Opens a lesson from the buttons under the player; its chapter opens in the outline too. */
  const go = (lesson: { key: LessonKey; chapterIndex: number }) => {
    select(lesson.key);
    setToggled((open) => withChapterOpen(open, lesson.chapterIndex));
  };
  /** The playing video seeks to `seconds`; a lesson whose player is not up starts there when it is. */
  const playFrom = (key: LessonKey, seconds: number) => {
    if (key === current?.key && playhead.seek(seconds)) return;
    // The player starts a lesson where it was left: this moment.
    savePosition(key, seconds);
    playhead.revealNext();
  };
  /** Plays a lesson from a moment (a note's): this video seeks, another opens there. */
  const seek = (key: LessonKey, seconds: number) => {
    const lesson = findVideo(course, key);
    if (!lesson) return;
    playFrom(key, seconds);
    if (key !== current?.key) go(lesson);
  };
  const toggle = (chapterIndex: number) => setToggled(toggleChapter(openChapters, chapterIndex));

  // A link to a moment of a lesson (an answer's source) plays it from there, once.
  const [searchParams, setSearchParams] = useSearchParams();
  const moment = momentOfParam(searchParams.get(MOMENT_PARAM));
  const playMoment = useEffectEvent((seconds: number) => {
    if (current) playFrom(current.key, seconds);
  });
  useEffect(() => {
    if (moment === null) return;
    setSearchParams(
      (params) => {
        params.delete(MOMENT_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    playMoment(moment);
  }, [moment, setSearchParams]);

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

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {capitalizeWords(course.title)}
      </Typography>
      <UnreadableProgressNotice />
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <LessonStage
            course={course}
            isIntro={isIntro}
            current={current}
            playhead={playhead}
            onEnded={(key) => setEndedKey(key)}
          />
          {current && !isIntro && (
            <LessonControls
              current={current}
              previous={previous}
              next={next}
              ended={endedKey === current.key}
              completed={Boolean(progress?.completed[current.key])}
              playhead={playhead}
              captionLanguages={lessonCaptionLanguages(course._id, current)}
              chapterExtra={chapterExtra}
              onGo={go}
              onToggleComplete={() => setCompleted(current.key, !progress?.completed[current.key])}
              onCancelUpNext={() => setEndedKey(null)}
            />
          )}
          <LessonDetails course={course} current={current} lessonExtra={lessonExtra} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} component="section" aria-labelledby={COURSE_CONTENT_HEADING}>
          <CourseOutlinePanel
            course={course}
            progress={progress}
            current={current}
            outline={outline}
            playhead={playhead}
            onSeek={seek}
          />
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
