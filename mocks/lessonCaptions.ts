/**
 * The captions the demo video host holds for each lesson's video: the school's own files, read
 * from its content folders, and what the host's credentials say of the video for the demo player.
 */
import { isLanguage, LANGUAGE_INFO, LANGUAGES, type Language } from '../src/config/languages';
import { buildCatalogue } from '../src/content/catalogue';
import { readContentFiles } from './contentFiles';
import { findCourseByVideoId } from './db';
import { lessonVideoUrl } from './lessonVideos';

export { isLanguage };

/** Where the demo host serves a video's captions in a language. */
export const captionsUrl = (videoId: string, language: Language) =>
  `/demo/video/${encodeURIComponent(videoId)}/captions/${language}.vtt`;

/** A video's captions files by language, as its course's content folder has them (each read when asked). */
function captionFilesOf(videoId: string): Partial<Record<Language, unknown>> {
  const course = findCourseByVideoId(videoId);
  const chapterIndex =
    course?.chapters.findIndex((chapter) => chapter.videos.some((v) => v.videoUrl === videoId)) ?? -1;
  const lessonIndex = course?.chapters[chapterIndex]?.videos.findIndex((v) => v.videoUrl === videoId) ?? -1;
  return course ? buildCatalogue(readContentFiles()).lessonCaptions(course._id, chapterIndex, lessonIndex) : {};
}

/** A video's captions in one language, or undefined. */
export function captionsOf(videoId: string, language: Language): string | undefined {
  const read = captionFilesOf(videoId)[language];
  const text = typeof read === 'function' ? (read as () => unknown)() : undefined;
  return typeof text === 'string' ? text : undefined;
}

/**
 * What the host's credentials carry for the demo player: the video in each narration, and the
 * captions it has, by language. VdoCipher's are opaque; the demo's are base64 JSON.
 */
export function demoPlaybackInfo(videoId: string) {
  const files = captionFilesOf(videoId);
  return {
    videoId,
    src: lessonVideoUrl(videoId, 'en'),
    sources: Object.fromEntries(LANGUAGES.map((language) => [language, lessonVideoUrl(videoId, language)])),
    captions: LANGUAGES.filter((language) => files[language] !== undefined).map((language) => ({
      language,
      label: LANGUAGE_INFO[language].name,
      src: captionsUrl(videoId, language),
    })),
  };
}
