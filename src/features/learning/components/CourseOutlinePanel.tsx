import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import { courseCompletion, type CourseRecords, type LessonKey } from '@/learner';
import type { Course } from '@/store/models';
import type { VideoRef } from '../courseOutline';
import type { Playhead } from '../playhead';
import { isIntroOnly } from '../playingLesson';
import { CourseSearch } from '../search/CourseSearch';
import { CertificateLink } from './CertificateLink';
import { CompletionBar } from './CompletionBar';
import { OutlineTabs } from './OutlineTabs';

/** The id of the panel's heading, which names the section around it. */
export const COURSE_CONTENT_HEADING = 'course-content-heading';

interface CourseOutlinePanelProps {
  course: Course;
  progress: CourseRecords | undefined;
  current: VideoRef | undefined;
  /** The course's chapters and lessons. */
  outline: ReactNode;
  playhead: Playhead;
  onSeek: (key: LessonKey, seconds: number) => void;
}

/**
 * Beside the player: the course's progress, its certificate once earned, a search of what its
 * lessons say and of the learner's notes, and its outline, transcript and notes.
 */
export function CourseOutlinePanel({ course, progress, current, outline, playhead, onSeek }: CourseOutlinePanelProps) {
  const { t } = useTranslation('learning');
  const isIntro = isIntroOnly(course);
  return (
    <>
      <Typography id={COURSE_CONTENT_HEADING} variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {t('viewer.contentHeading')}
      </Typography>
      {!isIntro && <CompletionBar percent={courseCompletion(course, progress).percent} />}
      <CertificateLink course={course} progress={progress} />
      {!isIntro && <CourseSearch course={course} onSeek={onSeek} />}
      {isIntro ? (
        outline
      ) : (
        <OutlineTabs outline={outline} course={course} current={current} playhead={playhead} onSeek={onSeek} />
      )}
    </>
  );
}
