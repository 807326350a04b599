/**
 * The courses, reviews, blog and chat calls of the school's API (docs/api.md) against the demo API: the unwrapped
 * success shape and the normalised failure shapes (HTTP with the server's message, network, bad
 * JSON, 401).
 */
import { http } from 'msw/core/http';
import { blogApi } from '@/features/blog/api';
import { chatApi, replyText } from '@/features/chat/api';
import { coursesApi } from '@/features/courses/api';
import { viewerApi } from '@/features/learning/api';
import { reviewsApi } from '@/features/reviews/api';
import { sharedApi } from '@/store/sharedEndpoints';
import { makeStore } from '@/store/store';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, REVIEWED_COURSE_ID, UNREVIEWED_COURSE_ID } from '@mocks/seed';
import { run, store } from './apiContract.testSetup';
import { logInDemoLearner } from './render';

describe('course calls', () => {
  it('unwraps the course list from data.data', async () => {
    const { data } = await run<{ _id: string }[]>(store, coursesApi.endpoints.getCourses.initiate());
    expect(data?.length).toBeGreaterThanOrEqual(8);
    expect(data?.map((c) => c._id)).toContain(OWNED_COURSE_ID);
  });

  it('unwraps a list sent directly in data as well', async () => {
    server.use(http.get('*/api/course/getAll', () => Response.json({ data: [{ _id: 'only' }] })));
    const { data } = await run<{ _id: string }[]>(store, coursesApi.endpoints.getCourses.initiate());
    expect(data).toEqual([{ _id: 'only' }]);
  });

  it('returns a locked course to a guest and the full course to its owner', async () => {
    const guest = await run<{ chapters: { videos: { videoUrl: string }[] }[] }>(
      store,
      sharedApi.endpoints.getCourseById.initiate(OWNED_COURSE_ID),
    );
    expect(guest.data?.chapters[0]?.videos[0]?.videoUrl).toBe('');

    const owner = makeStore();
    await logInDemoLearner(owner);
    const full = await run<{ chapters: { videos: { videoUrl: string }[] }[] }>(
      owner,
      sharedApi.endpoints.getCourseById.initiate(OWNED_COURSE_ID),
    );
    expect(full.data?.chapters[0]?.videos[0]?.videoUrl).not.toBe('');
  });

  it('answers an unknown course with 404 and its message', async () => {
    const { error } = await run(store, sharedApi.endpoints.getCourseById.initiate('000000000000000000000000'));
    expect(error).toEqual({ kind: 'http', status: 404, serverMessage: 'Course not found' });
  });

  it('gives the owner playback credentials and the enrolled list', async () => {
    await logInDemoLearner(store);
    const course = await run<{ chapters: { videos: { videoUrl: string }[] }[] }>(
      store,
      sharedApi.endpoints.getCourseById.initiate(OWNED_COURSE_ID),
    );
    const videoUrl = course.data?.chapters[0]?.videos[0]?.videoUrl ?? '';
    const credentials = await run<{ otp: string; playbackInfo: string }>(
      store,
      viewerApi.endpoints.getVideoCredentials.initiate(videoUrl),
    );
    expect(credentials.data).toEqual({ otp: expect.any(String), playbackInfo: expect.any(String) });

    const enrolled = await run<{ _id: string }[]>(store, coursesApi.endpoints.getEnrolledCourses.initiate());
    expect(enrolled.data?.map((c) => c._id)).toEqual([OWNED_COURSE_ID]);
  });

  it('refuses playback credentials to a guest', async () => {
    const { error } = await run(store, viewerApi.endpoints.getVideoCredentials.initiate('vid-crypto-1-1'));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
  });
});

describe('feedback calls', () => {
  it('reads reviews and totals, and null for a course without reviews', async () => {
    const reviewed = await run<{ reviews: unknown[]; ratings: { totalRatings: number } } | null>(
      store,
      reviewsApi.endpoints.getFeedback.initiate(REVIEWED_COURSE_ID),
    );
    expect(reviewed.data?.reviews.length).toBeGreaterThanOrEqual(7);
    expect(reviewed.data?.ratings.totalRatings).toBe(reviewed.data?.reviews.length);
    const none = await run(store, reviewsApi.endpoints.getFeedback.initiate(UNREVIEWED_COURSE_ID));
    expect(none.data).toBeNull();
  });

  it('creates a review, and rejects a rating of 0', async () => {
    await logInDemoLearner(store);
    const created = await run<{ rating: number }>(
      store,
      reviewsApi.endpoints.createFeedback.initiate({
        rating: 5,
        comment: 'Clear and practical.',
        courseId: OWNED_COURSE_ID,
        userId: DEMO_LEARNER_ID,
      }),
    );
    expect(created.data?.rating).toBe(5);
    const zero = await run(
      store,
      reviewsApi.endpoints.createFeedback.initiate({
        rating: 0,
        comment: 'x',
        courseId: OWNED_COURSE_ID,
        userId: DEMO_LEARNER_ID,
      }),
    );
    expect(zero.error).toMatchObject({ status: 400, serverMessage: 'Rating must be between 1 and 5' });
  });
});

describe('blog calls', () => {
  it('lists blogs and reads one; an unknown one is 404', async () => {
    const list = await run<{ _id: string; content: string }[]>(store, blogApi.endpoints.getBlogs.initiate());
    expect(list.data?.length).toBeGreaterThanOrEqual(6);
    const first = list.data?.[0]?._id ?? '';
    const one = await run<{ _id: string }>(store, blogApi.endpoints.getBlog.initiate(first));
    expect(one.data?._id).toBe(first);
    const missing = await run(store, blogApi.endpoints.getBlog.initiate('000000000000000000000000'));
    expect(missing.error).toMatchObject({ status: 404, serverMessage: 'Blog not found' });
  });
});

describe('the chat call', () => {
  it('reads the first candidate of the demo model and never sends the school token', async () => {
    await logInDemoLearner(store);
    let authorization: string | null = 'unset';
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/demo/llm')) authorization = request.headers.get('authorization');
    });
    const { data } = await run<Parameters<typeof replyText>[0]>(
      store,
      chatApi.endpoints.askTradingBot.initiate('What moves the crypto market?'),
    );
    expect(replyText(data ?? {})).toMatch(/\w/);
    expect(authorization).toBeNull();
  });
});

describe('failure shapes', () => {
  it.each([
    ['server-error', { kind: 'http', status: 500, serverMessage: 'Internal server error' }],
    ['network', { kind: 'network' }],
    ['malformed', { kind: 'parse' }],
    ['unauthorized', { kind: 'http', status: 401, serverMessage: 'Unauthorized' }],
  ] as const)('normalises %s', async (kind, expected) => {
    withFault('get', '/course/getAll', kind);
    const { error } = await run(store, coursesApi.endpoints.getCourses.initiate());
    expect(error).toEqual(expected);
  });
});
