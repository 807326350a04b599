/** @jest-environment node */
import { accessScreen, completionScreen, issuedScreen } from './certificateScreen';

const course = { _id: 'c1' };

describe('accessScreen', () => {
  it('asks to retry when whether the learner owns the course is unknown', () => {
    expect(accessScreen({ access: 'unknown', courseFailed: true, course, learnerId: 'u1' })).toEqual({
      show: 'access-unknown',
    });
  });

  it('says the course is not owned before anything about the course', () => {
    expect(accessScreen({ access: 'not-owner', courseFailed: true, course: undefined, learnerId: 'u1' })).toEqual({
      show: 'not-owned',
    });
  });

  it('reports a course that failed to load', () => {
    expect(accessScreen({ access: 'owner', courseFailed: true, course: undefined, learnerId: 'u1' })).toEqual({
      show: 'course-failed',
    });
  });

  it('waits while access is checked, or the course or learner is not yet known', () => {
    const loading = { show: 'loading' };
    expect(accessScreen({ access: 'checking', courseFailed: false, course, learnerId: 'u1' })).toEqual(loading);
    expect(accessScreen({ access: 'owner', courseFailed: false, course: undefined, learnerId: 'u1' })).toEqual(loading);
    expect(accessScreen({ access: 'owner', courseFailed: false, course, learnerId: null })).toEqual(loading);
    expect(accessScreen({ access: 'owner', courseFailed: false, course, learnerId: '' })).toEqual(loading);
  });

  it('shows the course to its owner, with the learner', () => {
    expect(accessScreen({ access: 'owner', courseFailed: false, course, learnerId: 'u1' })).toEqual({
      show: 'course',
      course,
      learnerId: 'u1',
    });
  });
});

describe('completionScreen', () => {
  const done = { complete: true, completedAt: '2026-03-04T10:00:00.000Z' };

  it('waits while the quizzes left are still being found', () => {
    expect(completionScreen(done, 'loading', false)).toEqual({ show: 'loading' });
  });

  it('shows what is left while a lesson is not complete', () => {
    expect(completionScreen({ complete: false, completedAt: null }, [], false)).toEqual({
      show: 'not-yet',
      quizzesLeft: [],
    });
  });

  it('shows what is left when the completion has no date', () => {
    expect(completionScreen({ complete: true, completedAt: null }, [], true)).toEqual({
      show: 'not-yet',
      quizzesLeft: [],
    });
  });

  it('shows what is left while a quiz is still to pass, every lesson complete', () => {
    expect(completionScreen(done, [0, 2], false)).toEqual({ show: 'not-yet', quizzesLeft: [0, 2] });
  });

  it("has the school's server issue the certificate when the learner's data lives there", () => {
    expect(completionScreen(done, [], true)).toEqual({ show: 'issued' });
  });

  it("else shows this browser's certificate, dated when the course was completed", () => {
    expect(completionScreen(done, [], false)).toEqual({ show: 'earned', completedAt: done.completedAt });
  });
});

describe('issuedScreen', () => {
  const certificate = { number: 'TS-1' };

  it("waits for this browser's progress to reach the account, with nothing to retry", () => {
    expect(issuedScreen({ pending: true, failed: false, certificate: undefined })).toEqual({
      show: 'syncing',
      retry: false,
    });
  });

  it('offers to ask again while the server does not yet hold the completion (409)', () => {
    expect(issuedScreen({ pending: false, failed: true, status: 409, certificate: undefined })).toEqual({
      show: 'syncing',
      retry: true,
    });
    expect(issuedScreen({ pending: true, failed: true, status: 409, certificate: undefined })).toEqual({
      show: 'syncing',
      retry: true,
    });
  });

  it('reports any other failure, answered or not', () => {
    expect(issuedScreen({ pending: false, failed: true, status: 500, certificate: undefined })).toEqual({
      show: 'failed',
    });
    expect(issuedScreen({ pending: false, failed: true, certificate })).toEqual({ show: 'failed' });
  });

  it('waits for the certificate, then shows it', () => {
    expect(issuedScreen({ pending: false, failed: false, certificate: undefined })).toEqual({ show: 'loading' });
    expect(issuedScreen({ pending: false, failed: false, certificate })).toEqual({ show: 'issued', certificate });
  });

  it('reads a status only of a failed request', () => {
    expect(issuedScreen({ pending: false, failed: false, status: 409, certificate })).toEqual({
      show: 'issued',
      certificate,
    });
  });
});
