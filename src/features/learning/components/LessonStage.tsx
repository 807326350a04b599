import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n';
import type { LessonKey } from '@/learner';
import type { Course } from '@/store/models';
import type { VideoRef } from '../courseOutline';
import type { Playhead } from '../playhead';
import { CourseIntroPlayer } from './CourseIntroPlayer';
import { VideoFrame, VideoFrameMessage } from './VideoFrame';
import { VideoStage } from './VideoStage';

interface LessonStageProps {
  course: Course;
  /** The course has no chapters: its introduction plays. */
  isIntro: boolean;
  current: VideoRef | undefined;
  playhead: Playhead;
  onEnded: (key: LessonKey) => void;
}

/** The player's place: the course's introduction, the playing lesson, or a prompt to pick one. */
export function LessonStage({ course, isIntro, current, playhead, onEnded }: LessonStageProps) {
  const { t } = useTranslation('learning');
  if (isIntro) return <CourseIntroPlayer src={course.introVideo} poster={course.introThumbnail} />;
  if (current)
    return (
      <VideoStage
        key={current.key}
        courseId={course._id}
        current={current}
        playhead={playhead}
        onEnded={() => onEnded(current.key)}
      />
    );
  return (
    <VideoFrame>
      <VideoFrameMessage>
        <Typography>{t('viewer.selectVideo')}</Typography>
      </VideoFrameMessage>
    </VideoFrame>
  );
}
