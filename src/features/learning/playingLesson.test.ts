/** @jest-environment node */
import type { Course } from '@/store/models';
import type { VideoRef } from './courseOutline';
import { isChapterEnd, isIntroOnly, lessonHeading } from './playingLesson';

const doji = { title: 'the doji', videoUrl: 'v1' };
const hammer = { title: 'the hammer', videoUrl: 'v2' };
const chapter = { title: 'reading candles', description: 'the shapes a day leaves', videos: [doji, hammer] };
const course: Pick<Course, 'chapters' | 'introDescription'> = { chapters: [chapter], introDescription: '' };
const intro = { title: 'Introduction', defaultDescription: 'What the course teaches.' };
const lesson = (videoIndex: 0 | 1): VideoRef => ({
  key: `0-${videoIndex}`,
  chapterIndex: 0,
  videoIndex,
  chapter,
  video: videoIndex === 0 ? doji : hammer,
});

describe('isIntroOnly', () => {
  it('is a course without chapters', () => {
    expect(isIntroOnly({ chapters: [] })).toBe(true);
    expect(isIntroOnly(course)).toBe(false);
  });
});

describe('isChapterEnd', () => {
  it("is the chapter's last lesson", () => {
    expect(isChapterEnd(lesson(1))).toBe(true);
    expect(isChapterEnd(lesson(0))).toBe(false);
  });

  it('is not while nothing plays', () => {
    expect(isChapterEnd(undefined)).toBe(false);
  });
});

describe('lessonHeading', () => {
  it("names the video as it is, and its chapter and the chapter's description capitalised", () => {
    expect(lessonHeading(course, lesson(1), intro)).toEqual({
      title: 'the hammer',
      chapter: 'Reading Candles',
      description: 'The Shapes A Day Leaves',
    });
  });

  it('names nothing while no lesson plays in a course with chapters', () => {
    expect(lessonHeading(course, undefined, intro)).toEqual({
      title: undefined,
      chapter: null,
      description: undefined,
    });
  });

  it("shows a course without chapters by its introduction, with the course's own description", () => {
    expect(lessonHeading({ chapters: [], introDescription: '  Options, from the start. ' }, undefined, intro)).toEqual({
      title: 'Introduction',
      chapter: null,
      description: 'Options, from the start.',
    });
  });

  it("uses the catalogue's description when the course has none", () => {
    expect(lessonHeading({ chapters: [], introDescription: '   ' }, undefined, intro).description).toBe(
      'What the course teaches.',
    );
    const none = { chapters: [], introDescription: undefined } as unknown as Course;
    expect(lessonHeading(none, undefined, intro).description).toBe('What the course teaches.');
  });
});
