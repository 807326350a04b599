import Box from '@mui/material/Box';
import type { Language } from '@/config/languages';
import type { VideoRef } from '../courseOutline';
import type { Playhead } from '../playhead';
import { isChapterEnd } from '../playingLesson';
import type { ChapterExtra } from '../viewerExtras';
import { LessonNav } from './LessonNav';
import { PlayerControls } from './PlayerControls';
import { UpNext } from './UpNext';

interface LessonControlsProps {
  current: VideoRef;
  previous?: VideoRef;
  next?: VideoRef;
  /** The playing lesson's video has just ended: its Up next card shows. */
  ended: boolean;
  completed: boolean;
  playhead: Playhead;
  /** The languages the playing lesson has captions in. */
  captionLanguages: readonly Language[];
  chapterExtra?: ChapterExtra;
  onGo: (lesson: VideoRef) => void;
  onToggleComplete: () => void;
  onCancelUpNext: () => void;
}

/** Under the playing lesson: Up next, the way between lessons, the player's controls and the chapter's end. */
export function LessonControls({
  current,
  previous,
  next,
  ended,
  completed,
  playhead,
  captionLanguages,
  chapterExtra,
  onGo,
  onToggleComplete,
  onCancelUpNext,
}: LessonControlsProps) {
  const chapterEnd = isChapterEnd(current);
  return (
    <>
      {ended && next && (
        <UpNext
          key={current.key}
          next={next}
          // The chapter's quiz comes before the next chapter: the viewer waits with its prompt.
          hold={Boolean(chapterExtra) && chapterEnd}
          onPlay={() => onGo(next)}
          onCancel={onCancelUpNext}
        />
      )}
      <LessonNav
        previous={previous}
        next={next}
        completed={completed}
        onToggleComplete={onToggleComplete}
        onGo={onGo}
      />
      <PlayerControls
        playhead={playhead}
        captionLanguages={captionLanguages}
        onNext={next ? () => onGo(next) : undefined}
      />
      {chapterExtra && chapterEnd && <Box sx={{ mt: 2 }}>{chapterExtra(current.chapterIndex, 'chapterEnd')}</Box>}
    </>
  );
}
