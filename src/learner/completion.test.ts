/** @jest-environment node */
import type { Course } from '@/store/models';
import { courseCompletion } from './completion';
import type { CourseRecords } from './selectors';

/** Two chapters: two lessons, then one. */
const course: Pick<Course, 'chapters'> = {
  chapters: [
    {
      title: 'One',
      description: '',
      videos: [
        { title: 'a', videoUrl: '' },
        { title: 'b', videoUrl: '' },
      ],
    },
    { title: 'Two', description: '', videos: [{ title: 'c', videoUrl: '' }] },
  ],
};

const progress = (completed: string[], completedAt: Record<string, string> = {}): CourseRecords => ({
  completed: Object.fromEntries(completed.map((key) => [key, true as const])),
  completedAt,
  positions: {},
  lastLesson: null,
  quizBest: {},
});

describe('courseCompletion', () => {
  it('counts the lessons left while any is not complete, with no date', () => {
    expect(courseCompletion(course, undefined)).toEqual({
      total: 3,
      done: 0,
      remaining: 3,
      percent: 0,
      complete: false,
      completedAt: null,
    });
    expect(courseCompletion(course, progress(['0-0', '1-0'], { '0-0': '2026-11-01T10:00:00.000Z' }))).toEqual({
      total: 3,
      done: 2,
      remaining: 1,
      percent: 67,
      complete: false,
      completedAt: null,
    });
  });

  it('is complete when every lesson is, dated by the lesson completed last', () => {
    const dates = {
      '0-0': '2026-11-03T10:00:00.000Z',
      '0-1': '2026-11-20T09:00:00.000Z',
      '1-0': '2026-11-12T08:00:00.000Z',
    };
    expect(courseCompletion(course, progress(['0-0', '0-1', '1-0'], dates))).toMatchObject({
      complete: true,
      remaining: 0,
      completedAt: '2026-11-20T09:00:00.000Z',
    });
  });

  it('ignores completed keys the course no longer has', () => {
    expect(courseCompletion(course, progress(['0-0', '0-1', '5-5']))).toMatchObject({
      done: 2,
      remaining: 1,
      complete: false,
    });
  });

  it('uses the latest date when some lessons have none', () => {
    expect(
      courseCompletion(course, progress(['0-0', '0-1', '1-0'], { '1-0': '2026-11-22T08:00:00.000Z' })),
    ).toMatchObject({
      complete: true,
      completedAt: '2026-11-22T08:00:00.000Z',
    });
  });

  it('compares dates as instants, whatever their offset', () => {
    const dates = {
      '0-0': '2026-11-22T10:00:00.000Z',
      // 09:00 in UTC, written in India's time: earlier than 10:00Z though it sorts later as text.
      '0-1': '2026-11-22T14:30:00.000+05:30',
      '1-0': '2026-11-21T08:00:00.000Z',
    };
    expect(courseCompletion(course, progress(['0-0', '0-1', '1-0'], dates)).completedAt).toBe(
      '2026-11-22T10:00:00.000Z',
    );
  });

  it('has no date when no lesson has one', () => {
    expect(courseCompletion(course, progress(['0-0', '0-1', '1-0']))).toMatchObject({
      complete: true,
      completedAt: null,
    });
  });

  it('never calls a course without lessons complete', () => {
    expect(courseCompletion({ chapters: [] }, progress([]))).toEqual({
      total: 0,
      done: 0,
      remaining: 0,
      percent: 0,
      complete: false,
      completedAt: null,
    });
    expect(courseCompletion(undefined, progress(['0-0']))).toMatchObject({ total: 0, complete: false });
  });
});
