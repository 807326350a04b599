/** @jest-environment node */
import { lessonPlace } from './viewerExtras';

describe('lessonPlace', () => {
  it('gives the page the course, the lesson title and its place, 0-based', () => {
    const chapter = { title: 'candles', description: '', videos: [{ title: 'a', videoUrl: '' }] };
    const video = { title: 'reading a doji', videoUrl: 'v1' };
    expect(lessonPlace('c1', { key: '2-1', chapterIndex: 2, videoIndex: 1, chapter, video })).toEqual({
      courseId: 'c1',
      title: 'reading a doji',
      chapterIndex: 2,
      videoIndex: 1,
    });
  });
});
