import type about from '@/locales/en/about.json';
import type auth from '@/locales/en/auth.json';
import type blog from '@/locales/en/blog.json';
import type chat from '@/locales/en/chat.json';
import type checkout from '@/locales/en/checkout.json';
import type common from '@/locales/en/common.json';
import type contact from '@/locales/en/contact.json';
import type courses from '@/locales/en/courses.json';
import type head from '@/locales/en/head.json';
import type home from '@/locales/en/home.json';
import type learning from '@/locales/en/learning.json';
import type news from '@/locales/en/news.json';
import type policies from '@/locales/en/policies.json';
import type practice from '@/locales/en/practice.json';
import type profile from '@/locales/en/profile.json';
import type promo from '@/locales/en/promo.json';
import type quiz from '@/locales/en/quiz.json';
import type reviews from '@/locales/en/reviews.json';
import type tools from '@/locales/en/tools.json';

/**
 * The message catalogues, one namespace per part of the site, each a JSON file per language in
 * `src/locales/<language>/` for translators to edit. The English files are the reference: a key
 * the code asks for that English lacks fails typecheck, and a key one language has and the other
 * lacks fails the catalogue test.
 */
export interface Resources {
  about: typeof about;
  auth: typeof auth;
  blog: typeof blog;
  chat: typeof chat;
  checkout: typeof checkout;
  common: typeof common;
  contact: typeof contact;
  courses: typeof courses;
  head: typeof head;
  home: typeof home;
  learning: typeof learning;
  news: typeof news;
  policies: typeof policies;
  practice: typeof practice;
  profile: typeof profile;
  promo: typeof promo;
  quiz: typeof quiz;
  reviews: typeof reviews;
  tools: typeof tools;
}

export type Namespace = keyof Resources;

/** Every namespace: what the build's renderer loads before rendering a page. */
export const NAMESPACES = [
  'about',
  'auth',
  'blog',
  'chat',
  'checkout',
  'common',
  'contact',
  'courses',
  'head',
  'home',
  'learning',
  'news',
  'policies',
  'practice',
  'profile',
  'promo',
  'quiz',
  'reviews',
  'tools',
] as const satisfies readonly Namespace[];
