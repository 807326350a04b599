import type { TFunction } from 'i18next';
import { site } from '@/config/site';

export const MENTOR_IMAGE = { src: '/media/mentor.webp', width: 600, height: 600 } as const;

const BIO = ['start', 'teaching', 'founding'] as const;

export interface Mentor {
  name: string;
  firstName: string;
  role: string;
  bio: string[];
}

/** The mentor of 'Who We Are' (a fictional person), in the page's language. */
export const mentor = (t: TFunction<'about'>): Mentor => ({
  name: t('mentor.name'),
  firstName: t('mentor.firstName'),
  role: t('mentor.role', { site: site.name }),
  bio: BIO.map((paragraph) => t(`mentor.bio.${paragraph}`, { site: site.name })),
});

type TalkId = 'planTrade' | 'positionSizing' | 'niftyPriceAction';

/** A talk of the About page; its title is `videos.items.<talk>` in the catalogue. */
export interface AboutVideo {
  talk: TalkId;
  /** The video's id on the embedding host. */
  id: string;
  poster: string;
}

/** Embeds use the privacy-enhanced host, and only once the learner presses play. */
export const EMBED_BASE_URL = 'https://www.youtube-nocookie.com/embed/';

/** The three talks of the About page (placeholder ids until the school's channel ids are set). */
export const ABOUT_VIDEOS: readonly AboutVideo[] = [
  { talk: 'planTrade', id: 'tsPlanTrade1', poster: '/media/video/sample-poster.webp' },
  { talk: 'positionSizing', id: 'tsRiskRule02', poster: '/media/video/knowledge-poster.webp' },
  { talk: 'niftyPriceAction', id: 'tsNiftyPA003', poster: '/media/video/sample-poster.webp' },
];
