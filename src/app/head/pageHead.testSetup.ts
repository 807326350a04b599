import type { TFunction } from 'i18next';
import { languageOfPath, LANGUAGES, type Language } from '@/config/languages';
import { blogApi } from '@/features/blog/api';
import { coursesApi } from '@/features/courses/api';
import { reviewsApi } from '@/features/reviews/api';
import { sharedApi } from '@/store/sharedEndpoints';
import { makeStore, type AppStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { seedBlogs, seedCourses, REVIEWED_COURSE_ID, UNREVIEWED_COURSE_ID, NO_THUMBNAIL_COURSE_ID } from '@mocks/seed';
import { pageHead, type JsonLd, type PageHead } from './pageHead';

/*
 * What the tests of the page head (pageHead.*.test.ts) share: a fresh store for each test, filled
 * as the pages fill it, and the head of a page read from it as the build writes it.
 */

/** The demo API's site origin in tests (src/test/env.ts). */
export const SITE = 'http://localhost';
export const BRAND = 'TradeSchool';
export const [firstBlog] = seedBlogs();
export const nifty = seedCourses().find((course) => course._id === REVIEWED_COURSE_ID);

export const meta = (head: PageHead, name: string) => head.meta.find((tag) => tag.name === name)?.content;
export const ofType = (head: PageHead, type: string) =>
  head.jsonLd.find((data) => data['@type'] === type) as JsonLd & Record<string, never>;
/** The structured data as the page carries it: JSON, parsed back. */
export const parsed = (head: PageHead) =>
  head.jsonLd.map((data) => JSON.parse(JSON.stringify(data)) as Record<string, unknown>);

export let store: AppStore;

/** Fills the store the way the pages do: the list, the course and its reviews, the posts. */
export async function loadEverything() {
  const once = { subscribe: false } as const;
  await store.dispatch(coursesApi.endpoints.getCourses.initiate(undefined, once));
  await store.dispatch(blogApi.endpoints.getBlogs.initiate(undefined, once));
  for (const id of [REVIEWED_COURSE_ID, UNREVIEWED_COURSE_ID, NO_THUMBNAIL_COURSE_ID]) {
    await store.dispatch(sharedApi.endpoints.getCourseById.initiate(id, once));
    await store.dispatch(reviewsApi.endpoints.getFeedback.initiate(id, once));
  }
  await store.dispatch(blogApi.endpoints.getBlog.initiate(firstBlog?._id ?? '', once));
}

/** The head's words in each language, as a page holds them once its catalogues have loaded. */
export const headT = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, testI18n(lang).getFixedT(lang, 'head')]),
) as Record<Language, TFunction<'head'>>;

/** The head of the page at `path`, in the language of its path, as the build writes it. */
export const headAt = (path: string) => {
  const lang = languageOfPath(path);
  return pageHead(path, store.getState(), headT[lang], lang);
};

beforeEach(() => {
  store = makeStore();
});
// The build lets go of its store the same way: in Node the cache's timers would outlive the file.
afterEach(() => {
  store.dispatch(sharedApi.util.resetApiState());
});
