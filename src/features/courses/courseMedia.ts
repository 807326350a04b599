import { DEFAULT_LANGUAGE } from '@/config/constants';
import { titleCase } from '@/lib/format';
import type { Course } from '@/store/models';

/** Shown for a course without a thumbnail, or whose thumbnail fails to load. */
export const FALLBACK_THUMBNAIL = '/media/courses/fallback.webp';

/** The thumbnail's natural size (16:9); every course image reserves this ratio before it loads. */
export const THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

const THUMBNAIL_SLUG = /\/media\/courses\/([a-z0-9-]+)\.webp$/;

/** The course's logo for the slider, derived from its thumbnail; null when it has none. */
export function logoFor(course: Pick<Course, 'thumbnail'>): string | null {
  const slug = THUMBNAIL_SLUG.exec(course.thumbnail ?? '')?.[1];
  return slug && slug !== 'fallback' ? `/media/course-logos/${slug}.webp` : null;
}

type Titled = Partial<Pick<Course, 'title' | 'courseTitle' | 'name'>>;

/** The title the API gives: it fills different fields on different courses. '' when it gives none. */
export const givenTitle = (course: Titled): string =>
  titleCase(course.title?.trim() || course.courseTitle?.trim() || course.name?.trim() || '');

/**
 * The title to show where there is no page language (the page's head); pages show
 * `givenTitle(course) || t('untitled')`.
 */
export const courseTitle = (course: Titled): string => givenTitle(course) || 'Untitled Course';

export const courseLanguage = (language: string | undefined | null): string => language?.trim() || DEFAULT_LANGUAGE;

/** 'Save ₹X (Y% off)' needs both prices; null when there is no saving. */
export function discountOf(actualPrice: number, discountPrice: number): { amount: number; percent: number } | null {
  if (!(actualPrice > 0) || !(discountPrice >= 0) || discountPrice >= actualPrice) return null;
  const amount = actualPrice - discountPrice;
  return { amount, percent: Math.round((amount / actualPrice) * 100) };
}
