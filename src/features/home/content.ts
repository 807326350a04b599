import { site } from '@/config/site';

/** The Home page's fixed content, section by section. */

export interface SamplePackage {
  title: string;
  description: string;
  level: string;
}

/** The static strip of sample packages under the hero. */
export const SAMPLE_PACKAGES: readonly SamplePackage[] = [
  {
    title: 'Annual Trading Package 2025',
    description:
      'A full year of live sessions, recorded lessons and market reviews across stocks, F&O, forex and gold.',
    level: 'All levels',
  },
  {
    title: 'Crypto Trading Basics',
    description: 'Wallets, exchanges, order types and risk control for trading digital assets with a clear head.',
    level: 'Beginner',
  },
  {
    title: 'Advanced Stock Market Strategies',
    description: 'Price action, options strategies and position sizing for traders of NSE and BSE listed stocks.',
    level: 'Advanced',
  },
];

export type ReasonIcon = 'expert' | 'affordable' | 'beginner' | 'curriculum';

export interface Reason {
  icon: ReasonIcon;
  title: string;
  text: string;
}

/** 'Top Reasons to Enroll Today'. */
export const REASONS: readonly Reason[] = [
  {
    icon: 'expert',
    title: 'Expert-Led Lessons',
    text: 'Learn from mentors who trade the Indian and global markets every day and teach what works on real charts.',
  },
  {
    icon: 'affordable',
    title: 'Affordable Expert Guidance',
    text: 'Professional-grade trading education at a price that fits a student or a first salary, with lifetime access.',
  },
  {
    icon: 'beginner',
    title: 'Beginner-Friendly Approach',
    text: 'Start from zero: every concept is explained step by step in English and Hindi before the strategies begin.',
  },
  {
    icon: 'curriculum',
    title: 'Comprehensive Curriculum',
    text: 'Stocks, derivatives, forex, gold and crypto, from chart reading to risk management and trading psychology.',
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}

/** 'Frequently Asked Questions': one item per topic of the spec, in its order. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: `What is ${site.name}?`,
    answer: `${site.name} is an online trading-education platform. Our video courses, notes and live sessions teach you how the crypto, gold, stock, forex and Indian markets work and how to trade them with a plan.`,
  },
  {
    question: 'How do I create an account?',
    answer:
      'Click the Sign Up button on the homepage, fill in your name, phone number, email and a password, then verify your email with the one-time code we send you. After that you can log in and enrol.',
  },
  {
    question: 'What are the trading fees?',
    answer:
      'Trading fees are charged by your broker or exchange, not by us, and depend on the market type and your trade volume. See the pricing page of your trading platform for its current charges.',
  },
  {
    question: 'Can I practise without risking money?',
    answer:
      'Yes. We show you how to open a free demo account with a partner platform, so you can practise every strategy with virtual money before you risk any of your own.',
  },
  {
    question: 'Is my personal information secure?',
    answer:
      'Yes. Your data travels over encrypted connections and is stored using advanced encryption and security protocols. Payments are handled by a certified payment provider; we never see your card details.',
  },
];

export interface Partner {
  id: string;
  name: string;
  logo: string;
  description: string;
  link: string;
}

const partner = (id: string, name: string, description: string, link: string): Partner => ({
  id,
  name,
  logo: `/media/partners/${id.replace(/-\d$/, '')}.webp`,
  description,
  link,
});

/**
 * 'Our Trading Partners' (fictional platforms): four partners, each twice with a different pitch;
 * three links carry our referral or invite code.
 */
export const PARTNERS: readonly Partner[] = [
  partner(
    'deltaex-1',
    'DeltaEx',
    'Derivatives exchange for crypto futures and options.',
    'https://www.deltaex.example/signup?ref=TRADESCHOOL',
  ),
  partner(
    'copyhub-1',
    'CopyHub',
    'Social trading: follow and copy experienced traders.',
    'https://www.copyhub.example/join?invite=TSLEARN',
  ),
  partner(
    'stockly-1',
    'Stockly',
    'Stock and trading app for NSE and BSE investors.',
    'https://www.stockly.example/open-account?referral=TS2025',
  ),
  partner(
    'tradedesk-1',
    'TradeDesk',
    'Trading platform with advanced charts and alerts.',
    'https://www.tradedesk.example/',
  ),
  partner('deltaex-2', 'DeltaEx', 'Low-fee perpetual contracts with a practice mode.', 'https://www.deltaex.example/'),
  partner(
    'copyhub-2',
    'CopyHub',
    'Share your strategies and learn from the community.',
    'https://www.copyhub.example/',
  ),
  partner(
    'stockly-2',
    'Stockly',
    'Zero-brokerage delivery trades and SIPs in one app.',
    'https://www.stockly.example/',
  ),
  partner(
    'tradedesk-2',
    'TradeDesk',
    'Free demo account to practise without real money.',
    'https://www.tradedesk.example/demo',
  ),
];

/** The knowledge video section's media. */
export const KNOWLEDGE_VIDEO = {
  src: '/media/video/knowledge.mp4',
  poster: '/media/video/knowledge-poster.webp',
  width: 640,
  height: 360,
} as const;
