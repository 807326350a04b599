/**
 * The demo lessons' videos (`public/media/video/lessons/`, made by scripts/media/make-lesson-media.py):
 * each lesson narrated in English and in Hindi on one timeline, so both captions files fit both.
 * The video host of the real site keeps this itself; the demo API and the content check read it here.
 */
import type { Language } from '../src/config/languages';
import lengths from './lessonVideos.json';

const seconds: Record<string, number> = lengths;

/** The length of a demo lesson's video, in seconds, or undefined for a video the demo does not have. */
export const lessonVideoSeconds = (videoId: string): number | undefined =>
  Object.prototype.hasOwnProperty.call(seconds, videoId) ? seconds[videoId] : undefined;

/** Where the demo lesson's video in `language` is served, by its id (`vid-crypto-1-1`). */
export const lessonVideoUrl = (videoId: string, language: Language): string =>
  `/media/video/lessons/${videoId.replace(/^vid-/, '')}.${language}.mp4`;
