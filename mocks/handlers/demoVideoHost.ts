/**
 * Stand-in for the video host's servers (not part of the school API): the captions the school gave
 * the host with each lesson's video, which the host's player shows. The school's own files
 * (`content/courses/<folder>/captions/`) are what the demo host holds; the credentials name them.
 */
import { http } from 'msw/core/http';
import { fail } from '../handlerUtils';
import { captionsOf, isLanguage } from '../lessonCaptions';
import { DEMO } from '../paths';

export const demoVideoHostHandlers = [
  http.get<{ videoId: string; language: string }>(`${DEMO}/video/:videoId/captions/:language.vtt`, ({ params }) => {
    const text = isLanguage(params.language) ? captionsOf(params.videoId, params.language) : undefined;
    if (text === undefined) return fail(404, 'No captions for this video in that language');
    return new Response(text, { headers: { 'Content-Type': 'text/vtt; charset=utf-8' } });
  }),
];
