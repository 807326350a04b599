import { LANGUAGES, type Language } from '@/config/languages';
import { content } from '@/content';
import type { VideoRef } from '../courseOutline';

/** The languages a lesson has captions in, in the site's order. */
export function lessonCaptionLanguages(courseId: string, lesson: VideoRef | undefined): Language[] {
  if (!lesson) return [];
  const files = content().lessonCaptions(courseId, lesson.chapterIndex, lesson.videoIndex);
  return LANGUAGES.filter((language) => files[language] !== undefined);
}

/** The captions to show: the site's language when the lesson has it, else the first it has. */
export const captionLanguageFor = (available: readonly Language[], site: Language): Language | undefined =>
  available.includes(site) ? site : available[0];

/** A lesson's captions file in `language`, as text (fetched once, when first asked for). */
export async function loadCaptionsText(
  courseId: string,
  lesson: Pick<VideoRef, 'chapterIndex' | 'videoIndex'>,
  language: Language,
): Promise<string> {
  const load = content().lessonCaptions(courseId, lesson.chapterIndex, lesson.videoIndex)[language];
  if (!load) throw new Error('This lesson has no captions in that language.');
  const text = await load();
  if (typeof text !== 'string') throw new Error('The captions file could not be read.');
  return text;
}
