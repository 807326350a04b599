import type { TFunction } from 'i18next';
import { env } from '@/config/env';
import { site } from '@/config/site';
import type { Course } from '@/store/models';

/**
 * The Home page's fixed content, section by section. The words are in the `home` catalogue, under
 * each item's id; the helpers here pair them with the rest in the page's language.
 */

export const SAMPLE_PACKAGES = ['annual', 'crypto', 'stocks'] as const;
export type SamplePackageId = (typeof SAMPLE_PACKAGES)[number];

export interface SamplePackage {
  id: SamplePackageId;
  title: string;
  description: string;
  level: string;
}

/** The fields of a listed course a package card needs: which course it is, its name and price. */
export type PackageCourse = Pick<Course, '_id' | 'title' | 'courseTitle' | 'name' | 'discountPrice'>;

const words = (text: string | undefined | null): string =>
  (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !/^(19|20)\d\d$/.test(word))
    .join(' ');

/**
 * The course each sample package is, by the words of its title in the school's list (which is in
 * English whatever the page's language; a year in a package's name is left out). The annual one
 * is the package the festival offer sells.
 */
const PACKAGE_COURSE_TITLES: Record<SamplePackageId, string> = {
  annual: words(env.promo.packageName),
  crypto: 'crypto trading basics',
  stocks: 'advanced stock market strategies',
};

/** The listed course a sample package is, or undefined when the school does not list it. */
export function courseOfPackage(id: SamplePackageId, courses: readonly PackageCourse[]): PackageCourse | undefined {
  const wanted = PACKAGE_COURSE_TITLES[id];
  return courses.find((course) =>
    [course.title, course.courseTitle, course.name].some((text) => words(text) === wanted),
  );
}

/** The static strip of sample packages under the hero. */
export const samplePackages = (t: TFunction<'home'>): SamplePackage[] =>
  SAMPLE_PACKAGES.map((id) => ({
    id,
    // The annual package is the one the festival offer names, with the offer's year.
    title: t(`packages.items.${id}.title`, { package: env.promo.packageName, year: env.promo.year }),
    description: t(`packages.items.${id}.description`),
    level: t(`packages.items.${id}.level`),
  }));

export const REASON_ICONS = ['expert', 'affordable', 'beginner', 'curriculum'] as const;
export type ReasonIcon = (typeof REASON_ICONS)[number];

export interface Reason {
  icon: ReasonIcon;
  title: string;
  text: string;
}

/** 'Top Reasons to Enroll Today'. */
export const reasons = (t: TFunction<'home'>): Reason[] =>
  REASON_ICONS.map((icon) => ({
    icon,
    title: t(`reasons.items.${icon}.title`),
    text: t(`reasons.items.${icon}.text`),
  }));

/** 'Frequently Asked Questions': one item per topic, in the order shown. */
export const FAQ_TOPICS = ['platform', 'account', 'fees', 'practice', 'security'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export interface FaqItem {
  topic: FaqTopic;
  question: string;
  answer: string;
}

export const faqItems = (t: TFunction<'home'>): FaqItem[] =>
  FAQ_TOPICS.map((topic) => ({
    topic,
    question: t(`faq.items.${topic}.question`, { site: site.name }),
    answer: t(`faq.items.${topic}.answer`, { site: site.name }),
  }));

type PartnerId =
  'deltaex-1' | 'copyhub-1' | 'stockly-1' | 'tradedesk-1' | 'deltaex-2' | 'copyhub-2' | 'stockly-2' | 'tradedesk-2';

/** A partner card; its pitch is `partners.items.<id>` in the catalogue. */
export interface Partner {
  id: PartnerId;
  name: string;
  logo: string;
  link: string;
}

const partner = (id: PartnerId, name: string, link: string): Partner => ({
  id,
  name,
  logo: `/media/partners/${id.replace(/-\d$/, '')}.webp`,
  link,
});

/**
 * 'Our Trading Partners' (fictional platforms): four partners, each twice with a different pitch;
 * three links carry our referral or invite code.
 */
export const PARTNERS: readonly Partner[] = [
  partner('deltaex-1', 'DeltaEx', 'https://www.deltaex.example/signup?ref=TRADESCHOOL'),
  partner('copyhub-1', 'CopyHub', 'https://www.copyhub.example/join?invite=TSLEARN'),
  partner('stockly-1', 'Stockly', 'https://www.stockly.example/open-account?referral=TS2025'),
  partner('tradedesk-1', 'TradeDesk', 'https://www.tradedesk.example/'),
  partner('deltaex-2', 'DeltaEx', 'https://www.deltaex.example/'),
  partner('copyhub-2', 'CopyHub', 'https://www.copyhub.example/'),
  partner('stockly-2', 'Stockly', 'https://www.stockly.example/'),
  partner('tradedesk-2', 'TradeDesk', 'https://www.tradedesk.example/demo'),
];

/** The knowledge video section's media. */
export const KNOWLEDGE_VIDEO = {
  src: '/media/video/knowledge.mp4',
  poster: '/media/video/knowledge-poster.webp',
  width: 640,
  height: 360,
} as const;
