/** @jest-environment node */
import type { Course } from '@/store/models';
import { lessonUrlStep } from './lessonInUrl';

/** Two chapters: two lessons, then one. */
const course = {
  _id: 'c1',
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
} as Course;

const base = { course, placed: null, lastLesson: null };

describe('lessonUrlStep', () => {
  it('does nothing while no lesson plays', () => {
    expect(lessonUrlStep({ ...base, current: undefined, param: null, picked: null })).toEqual({ step: 'none' });
  });

  it('names the playing lesson in place when the URL names none, or another', () => {
    expect(lessonUrlStep({ ...base, current: '0-1', param: null, picked: null })).toEqual({
      step: 'place',
      key: '0-1',
    });
    // A lesson the course no longer has: the one playing instead.
    expect(lessonUrlStep({ ...base, current: '0-0', param: '9-9', picked: '8-8' })).toEqual({
      step: 'place',
      key: '0-0',
    });
  });

  it('names the lesson counted from 1, as the URL writes it', () => {
    expect(lessonUrlStep({ ...base, current: '1-0', param: '1-0', picked: null })).toEqual({
      step: 'place',
      key: '1-0',
    });
    expect(lessonUrlStep({ ...base, current: '1-0', param: '2-1', picked: '1-0' })).not.toEqual(
      expect.objectContaining({ step: 'place' }),
    );
  });

  it('follows the resume point to another lesson while the URL was given from it', () => {
    expect(
      lessonUrlStep({ ...base, current: '0-0', param: '1-1', picked: '0-0', placed: '0-0', lastLesson: '1-0' }),
    ).toEqual({ step: 'place', key: '1-0' });
  });

  it('stays when the resume point is the placed lesson, or one the course no longer has', () => {
    const placed = { ...base, current: '0-0', param: '1-1', picked: '0-0', placed: '0-0' };
    expect(lessonUrlStep({ ...placed, lastLesson: '0-0' })).toEqual({ step: 'none' });
    expect(lessonUrlStep({ ...placed, lastLesson: '5-0' })).toEqual({ step: 'none' });
    expect(lessonUrlStep({ ...placed, lastLesson: null })).toEqual({ step: 'none' });
  });

  it('moves the resume point to a lesson the learner picked', () => {
    expect(lessonUrlStep({ ...base, current: '0-1', param: '1-2', picked: '0-1', lastLesson: '0-0' })).toEqual({
      step: 'picked',
      open: '0-1',
    });
  });

  it('leaves the resume point where it is when it is the picked lesson already', () => {
    expect(lessonUrlStep({ ...base, current: '0-1', param: '1-2', picked: '0-1', lastLesson: '0-1' })).toEqual({
      step: 'picked',
    });
  });

  it('forgets the placing once the URL names a lesson the learner reached', () => {
    expect(
      lessonUrlStep({ ...base, current: '1-0', param: '2-1', picked: '1-0', placed: '0-0', lastLesson: '0-0' }),
    ).toEqual({ step: 'picked', open: '1-0' });
  });
});
