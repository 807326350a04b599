import type { Language } from '@/config/languages';
import type { Cue } from '@/content/webvtt';
import { capitalizeWords } from '@/lib/format';
import type { Course } from '@/store/models';
import type { VideoRef } from '../courseOutline';
import { courseFileStem } from '../notes/notesMarkdown';
import { formatNoteTime } from '../notes/noteTime';

/** A lesson's transcript as a text file: the course and lesson, then each line with its moment. */
export function transcriptText(course: Course, lesson: VideoRef, cues: readonly Cue[]): string {
  const lines = cues.map((cue) => `[${formatNoteTime(cue.start)}] ${cue.text}`);
  return `${capitalizeWords(course.title)}\n${lesson.video.title}\n\n${lines.join('\n')}\n`;
}

/** `crypto-trading-basics-2-1-transcript.hi.txt`: the course, the lesson's place, the language. */
export const transcriptFileName = (course: Course, lesson: VideoRef, language: Language): string =>
  `${courseFileStem(course)}-${lesson.chapterIndex + 1}-${lesson.videoIndex + 1}-transcript.${language}.txt`;
