/*
 * A lesson in the viewer's URL. Its own module, free of the progress store, so the document head
 * can name the lesson without loading it.
 */

/** The search parameter naming a lesson in the viewer's URL, so a lesson can be linked and Back returns to the last. */
export const LESSON_PARAM = 'lesson';

/** A lesson as its URL names it, from its `<chapter>-<video>` key (0-based): counted from 1 (`2-3`). */
export function lessonParam(key: string): string {
  const match = /^(\d+)-(\d+)$/.exec(key);
  return match ? `${Number(match[1]) + 1}-${Number(match[2]) + 1}` : key;
}

/** The lesson a URL's parameter names, by chapter and video (0-based), or null when it names none. */
export function lessonPlaceOfParam(param: string | null): { chapterIndex: number; videoIndex: number } | null {
  const match = param ? /^(\d{1,3})-(\d{1,3})$/.exec(param.trim()) : null;
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) return null;
  return { chapterIndex: Number(match[1]) - 1, videoIndex: Number(match[2]) - 1 };
}

/** The `<chapter>-<video>` key (0-based) of the lesson a URL's parameter names, or null when it names none. */
export function lessonOfParam(param: string | null): string | null {
  const place = lessonPlaceOfParam(param);
  return place && `${place.chapterIndex}-${place.videoIndex}`;
}

/** The search parameter of a moment to play a lesson from, in seconds (a link to what was said there). */
export const MOMENT_PARAM = 't';

/** The moment a URL's parameter names, in whole seconds, or null. */
export function momentOfParam(param: string | null): number | null {
  const match = param ? /^\d{1,6}$/.exec(param.trim()) : null;
  return match ? Number(match[0]) : null;
}
