/**
 * Stand-in for the video host's servers (not part of the school API): the captions the school gave
 * the host with each lesson's video, which the host's player shows. The school's own files
 * (`content/courses/<folder>/captions/`) are what the demo host holds; the credentials name them.
 */
import { http } from 'msw/core/http';
import { isLanguage, LANGUAGE_INFO, LANGUAGES, type Language } from '../../src/config/languages';
import { buildCatalogue } from '../../src/content/catalogue';
import { readContentFiles } from '../contentFiles';
import { findCourseByVideoId } from '../db';
import { fail } from '../handlerUtils';
import { lessonVideoUrl } from '../lessonVideos';
import { DEMO } from '../paths';

/** Where the demo host serves a video's captions in a language. */
export const captionsUrl = (videoId: string, language: Language) =>
  `/demo/video/${encodeURIComponent(videoId)}/captions/${language}.vtt`;

/** A video's captions in one language, as its course's content folder has them, or undefined. */
function captionsOf(videoId: string, language: Language): string | undefined {
  const course = findCourseByVideoId(videoId);
  if (!course) return undefined;
  const chapterIndex = course.chapters.findIndex((chapter) => chapter.videos.some((v) => v.videoUrl === videoId));
  const lessonIndex = course.chapters[chapterIndex]?.videos.findIndex((v) => v.videoUrl === videoId) ?? -1;
  const read = buildCatalogue(readContentFiles()).lessonCaptions(course._id, chapterIndex, lessonIndex)[language];
  const text = typeof read === 'function' ? (read as () => unknown)() : undefined;
  return typeof text === 'string' ? text : undefined;
}

/**
 * What the host's credentials carry for the demo player: the video in each narration, and the
 * captions it has, by language. VdoCipher's are opaque; the demo's are base64 JSON.
 */
export function demoPlaybackInfo(videoId: string) {
  return {
    videoId,
    src: lessonVideoUrl(videoId, 'en'),
    sources: Object.fromEntries(LANGUAGES.map((language) => [language, lessonVideoUrl(videoId, language)])),
    captions: LANGUAGES.filter((language) => captionsOf(videoId, language) !== undefined).map((language) => ({
      language,
      label: LANGUAGE_INFO[language].name,
      src: captionsUrl(videoId, language),
    })),
  };
}

export const demoVideoHostHandlers = [
  http.get<{ videoId: string; language: string }>(`${DEMO}/video/:videoId/captions/:language.vtt`, ({ params }) => {
    const text = isLanguage(params.language) ? captionsOf(params.videoId, params.language) : undefined;
    if (text === undefined) return fail(404, 'No captions for this video in that language');
    return new Response(text, { headers: { 'Content-Type': 'text/vtt; charset=utf-8' } });
  }),
];
