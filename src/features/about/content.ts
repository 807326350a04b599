import { site } from '@/config/site';

/** The mentor of 'Who We Are' (a fictional person). */
export const MENTOR = {
  name: 'Arjun Kulkarni',
  role: `Founder and lead mentor, ${site.name}`,
  image: { src: '/media/mentor.webp', width: 600, height: 600 },
  bio: [
    `Arjun began trading Indian equities in 2009 while working as a chartered accountant in Pune. After losing most of his first account in the 2011 correction, he rebuilt it with a written plan, strict position sizing and a trading journal — the habits that now sit at the heart of every ${site.name} course.`,
    'Over fifteen years he has traded NSE stocks, index options, gold and currency pairs, and since 2018 he has taught more than twelve thousand learners across India in English and Hindi. His classes start from the basics and stay practical: real charts, real risk, no promises of easy money.',
    `He founded ${site.name} to give beginners the structured, honest trading education he wished he had had: learn the method, practise on a demo account, and only then put your own money at risk.`,
  ],
} as const;

export interface AboutVideo {
  title: string;
  /** The video's id on the embedding host. */
  id: string;
  poster: string;
}

/** Embeds use the privacy-enhanced host, and only once the learner presses play. */
export const EMBED_BASE_URL = 'https://www.youtube-nocookie.com/embed/';

/** The three talks of the About page (placeholder ids until the school's channel ids are set). */
export const ABOUT_VIDEOS: readonly AboutVideo[] = [
  {
    title: 'How I plan a trade before the market opens',
    id: 'tsPlanTrade1',
    poster: '/media/video/sample-poster.webp',
  },
  {
    title: 'Position sizing: the rule that saved my account',
    id: 'tsRiskRule02',
    poster: '/media/video/knowledge-poster.webp',
  },
  { title: 'Reading price action on Nifty charts', id: 'tsNiftyPA003', poster: '/media/video/sample-poster.webp' },
];
