/**
 * Fictional seed data of the demo API. People, reviews and blogs are invented; prices are
 * plausible rupee amounts. Every export is a function building fresh objects, so a test that
 * mutates what it got can never leak into the next one.
 */
import { PROMO } from '../src/config/constants';
import type { Blog, Chapter, Course, Id, User } from './models';

// ---- Constants for tests and the README -------------------------------------------------------

export const DEMO_OTP = '123456';

export interface DemoCredentials {
  readonly email: string;
  readonly password: string;
  readonly username: string;
}

/** Typed as plain strings (not literals) so tests can pass other credentials in its place. */
export const DEMO_LEARNER: DemoCredentials = {
  email: 'learner@example.com',
  password: 'Learner@123',
  username: 'Asha Verma',
};

/** A learner who bought a course that has since been deleted, and one that is still there. */
export const DELETED_COURSE_LEARNER: DemoCredentials = {
  email: 'deleted.course@example.com',
  password: 'Learner@123',
  username: 'Dev Malhotra',
};

/** Public key id of the demo checkout; its secret stays in mocks/razorpay.ts. */
export const DEMO_RAZORPAY_KEY_ID = 'rzp_test_demo';

/** The school's mentor, who teaches every demo course (the one on the About page). */
export const DEMO_MENTOR = 'Arjun Kulkarni';

export const INTRO_VIDEO_URL = '/media/video/sample.mp4';
export const CHAPTER_NOTES_URL = '/media/notes/chapter-notes.pdf';

/** Slugs of the course thumbnails, in seed order: course i uses `/media/courses/<slug>.webp`. */
export const COURSE_SLUGS = [
  'crypto-basics',
  'bitcoin-swing',
  'gold-trading',
  'stock-market-foundations',
  'advanced-stock-strategies',
  'forex-fundamentals',
  'nifty-options',
  'annual-trading-package',
] as const;

export type CourseSlug = (typeof COURSE_SLUGS)[number];

export function courseThumbnailUrl(slug: CourseSlug): string {
  return `/media/courses/${slug}.webp`;
}

/**
 * A blog image, `/media/blog/<name>.webp`, drawn from `scripts/media/src/blog/<name>.svg`: each post
 * has art of its own subject (the candlestick post has the numbered set's candlestick art).
 */
export function blogImageUrl(name: number | string): string {
  return `/media/blog/${name}.webp`;
}

// ---- Ids ----------------------------------------------------------------------------------------

/** Mongo-like 24-hex ids: a readable 8-hex prefix per collection and a sequence number. */
function oid(prefix: string, n: number): Id {
  return prefix + n.toString(16).padStart(24 - prefix.length, '0');
}

const COURSE_PREFIX = '66c0c0de';
const USER_PREFIX = '66acc000';
const REVIEW_PREFIX = '66feedba';
const BLOG_PREFIX = '66b10900';

const courseId = (slug: CourseSlug): Id => oid(COURSE_PREFIX, COURSE_SLUGS.indexOf(slug) + 1);
const userId = (n: number): Id => oid(USER_PREFIX, n);

export const OWNED_COURSE_ID: Id = courseId('crypto-basics');
export const UNOWNED_COURSE_ID: Id = courseId('gold-trading');
export const REVIEWED_COURSE_ID: Id = courseId('nifty-options');
export const UNREVIEWED_COURSE_ID: Id = courseId('forex-fundamentals');
/** The course whose thumbnails are '' (exercises the image fallback). */
export const NO_THUMBNAIL_COURSE_ID: Id = courseId('stock-market-foundations');
export const DEMO_LEARNER_ID: Id = userId(1);
export const DELETED_COURSE_LEARNER_ID: Id = userId(10);
/** A course id no course has any longer (its learner's purchase of it stays on record). */
export const DELETED_COURSE_ID: Id = oid(COURSE_PREFIX, 0xdead);

// ---- Courses ------------------------------------------------------------------------------------

type VideoSeed = [title: string, withNotes?: boolean];
type ChapterSeed = { title: string; description: string; notes?: boolean; videos: VideoSeed[] };

/** Builds chapters whose video ids read `vid-<key>-<chapter>-<video>`, all 1-based. */
function chapters(key: string, seeds: ChapterSeed[]): Chapter[] {
  return seeds.map((chapter, c) => ({
    title: chapter.title,
    description: chapter.description,
    // A chapter without notes has no pdfUrl at all, so the viewer hides 'Download Note'.
    ...(chapter.notes === false ? {} : { pdfUrl: CHAPTER_NOTES_URL }),
    videos: chapter.videos.map(([title, withNotes], v) => ({
      title,
      videoUrl: `vid-${key}-${c + 1}-${v + 1}`,
      ...(withNotes ? { pdfUrl: CHAPTER_NOTES_URL } : {}),
    })),
  }));
}

/** What differs from course to course; ids, media paths and `courseTitle` are derived. */
type CourseSeed = Pick<
  Course,
  | 'name'
  | 'title'
  | 'descriptions'
  | 'shortDescription'
  | 'introDescription'
  | 'language'
  | 'duration'
  | 'featured'
  | 'actualPrice'
  | 'discountPrice'
  | 'chapters'
> & { slug: CourseSlug; noThumbnail?: boolean; category: string };

function course(seed: CourseSeed): Course {
  const thumbnail = seed.noThumbnail ? '' : courseThumbnailUrl(seed.slug);
  return {
    _id: courseId(seed.slug),
    name: seed.name,
    courseTitle: seed.title,
    title: seed.title,
    descriptions: seed.descriptions,
    shortDescription: seed.shortDescription,
    introDescription: seed.introDescription,
    language: seed.language,
    duration: seed.duration,
    featured: seed.featured,
    introThumbnail: thumbnail,
    thumbnail,
    introVideo: INTRO_VIDEO_URL,
    actualPrice: seed.actualPrice,
    discountPrice: seed.discountPrice,
    chapters: seed.chapters,
    category: seed.category,
    mentor: DEMO_MENTOR,
  };
}

export function seedCourses(): Course[] {
  return [
    course({
      slug: 'crypto-basics',
      category: 'Crypto',
      name: 'Crypto Basics',
      // Lower case on purpose: the cards show titles in title case.
      title: 'crypto trading basics',
      descriptions:
        'A calm, practical start in cryptocurrencies. You learn how blockchains and exchanges work, how to keep a wallet safe, and how to place and size your first trades without gambling your savings.',
      shortDescription: 'Blockchains, wallets and your first disciplined crypto trades.',
      introDescription: 'Meet the course and see what you will be able to do by the end of it.',
      language: 'English/Hindi',
      duration: '8 hours',
      featured: true,
      actualPrice: 999,
      discountPrice: 499,
      chapters: chapters('crypto', [
        {
          title: 'understanding cryptocurrencies',
          description: 'what a blockchain is, how coins differ from tokens, and where they trade.',
          videos: [['What Is a Blockchain?'], ['Coins, Tokens and Exchanges']],
        },
        {
          title: 'your first crypto trade',
          description: 'wallets, order types and keeping your keys safe.',
          videos: [['Setting Up a Wallet'], ['Market and Limit Orders'], ['Risk per Trade', true]],
        },
      ]),
    }),
    course({
      slug: 'bitcoin-swing',
      category: 'Crypto',
      name: 'Bitcoin Swing',
      title: 'Bitcoin Swing Trading',
      descriptions:
        'Trade the multi-day swings of Bitcoin with a written plan. Covers market cycles, higher time frame levels, entries on retests and how to manage a position over several days.',
      shortDescription: 'Multi-day Bitcoin setups with clear entries and exits.',
      introDescription: 'Why swing trading suits people with a day job.',
      language: 'English',
      duration: '10 hours',
      featured: false,
      actualPrice: 5999,
      discountPrice: 2999,
      chapters: chapters('bitcoin', [
        {
          title: 'Reading Bitcoin Cycles',
          description: 'Halvings, sentiment and the levels that matter on the weekly chart.',
          videos: [['Halving Cycles and Sentiment'], ['Support and Resistance on Higher Time Frames']],
        },
        {
          title: 'Swing Setups',
          description: 'Two repeatable setups and how to manage them.',
          videos: [['Breakout and Retest'], ['Managing a Swing Position']],
        },
      ]),
    }),
    course({
      slug: 'gold-trading',
      category: 'Gold',
      name: 'Gold Trading',
      title: 'Gold Trading Masterclass',
      descriptions:
        'Understand what moves gold, from the dollar and interest rates to festival demand in India, and trade MCX gold contracts intraday with a simple, rule-based plan.',
      shortDescription: 'What moves gold and how to trade MCX gold intraday.',
      introDescription: 'Gold is more than jewellery: an overview of the market.',
      language: 'Hindi',
      duration: '6 hours',
      featured: false,
      actualPrice: 2999,
      discountPrice: 1499,
      chapters: chapters('gold', [
        {
          title: 'What Moves Gold',
          description: 'The dollar, real interest rates and seasonal demand.',
          videos: [['Gold, the Dollar and Interest Rates'], ['MCX Gold Contracts Explained']],
        },
        {
          title: 'Trading Gold Intraday',
          description: 'Session timings, volatility and a plan you can follow.',
          videos: [['Session Timings and Volatility'], ['A Simple Intraday Plan']],
        },
      ]),
    }),
    course({
      slug: 'stock-market-foundations',
      category: 'Stocks',
      name: 'Stock Market Foundations',
      title: 'Stock Market Foundations',
      descriptions:
        "Everything a beginner needs before buying a first share on NSE or BSE: how the market works, how to read a company's numbers and how to read a price chart.",
      shortDescription: 'How the Indian stock market works, from demat to charts.',
      introDescription: 'From zero to confident beginner in twelve hours.',
      language: 'English/Hindi',
      duration: '12 hours',
      featured: false,
      actualPrice: 1599,
      discountPrice: 799,
      noThumbnail: true,
      chapters: chapters('stocks', [
        {
          title: 'How the Stock Market Works',
          description: 'Exchanges, brokers, depositories and settlement.',
          videos: [['Exchanges, Brokers and Depositories'], ['Reading a Stock Quote']],
        },
        {
          title: 'Fundamental Analysis',
          description: 'Reading annual reports without an accounting degree.',
          videos: [['The Balance Sheet in Plain Words'], ['Valuation Ratios']],
        },
        {
          title: 'Technical Analysis Basics',
          description: 'Candles, trends and moving averages.',
          videos: [['Candlestick Patterns'], ['Moving Averages']],
        },
      ]),
    }),
    course({
      slug: 'advanced-stock-strategies',
      category: 'Stocks',
      name: 'Advanced Stock Strategies',
      title: 'Advanced Stock Market Strategies',
      descriptions:
        'For traders who know the basics: momentum and trend-following systems, sector rotation, and position sizing across a portfolio so that no single trade can hurt you badly.',
      shortDescription: 'Momentum, sector rotation and portfolio-level risk.',
      introDescription: 'What separates a system from a collection of tips.',
      language: 'English',
      duration: '18 hours',
      featured: false,
      actualPrice: 14999,
      discountPrice: 7999,
      chapters: chapters('advstocks', [
        {
          title: 'Momentum and Trend Following',
          description: 'Finding strong stocks and riding their trends.',
          videos: [['Relative Strength Screens'], ['Trailing Stops That Work']],
        },
        {
          title: 'Portfolio Risk',
          description: 'Correlation, sector limits and drawdown control.',
          videos: [['Sizing Across Positions'], ['Surviving a Drawdown']],
        },
      ]),
    }),
    course({
      slug: 'forex-fundamentals',
      category: 'Forex',
      name: 'Forex Fundamentals',
      title: 'Forex Fundamentals',
      descriptions:
        'Learn how currency pairs are quoted, what a pip and a lot are, when the big sessions overlap and how economic news moves the market, including the rupee pairs traded in India.',
      shortDescription: 'Pairs, pips, sessions and news, explained simply.',
      introDescription: 'The largest market in the world, in one short overview.',
      language: 'English',
      duration: '9 hours',
      featured: false,
      actualPrice: 6999,
      discountPrice: 3499,
      chapters: chapters('forex', [
        {
          title: 'Currency Pairs and Pips',
          description: 'Base and quote currencies, pips, lots and leverage.',
          videos: [['How a Pair Is Quoted'], ['Pips, Lots and Leverage']],
        },
        {
          title: 'Trading Sessions and News',
          description: 'When to trade and when to stay out.',
          videos: [['Session Overlaps'], ['Trading Around the Economic Calendar']],
        },
      ]),
    }),
    course({
      slug: 'nifty-options',
      category: 'Indian market',
      name: 'Nifty Options',
      title: 'Nifty & Bank Nifty Options Trading',
      descriptions:
        'A complete options course for the Indian index derivatives market: calls, puts and the Greeks, weekly-expiry strategies on Nifty and Bank Nifty, and the margin and risk rules that keep option sellers in business.',
      shortDescription: 'Index options on Nifty and Bank Nifty, buying and selling.',
      introDescription: 'Why most option buyers lose, and how to be on the other side.',
      language: 'Hindi',
      duration: '20 hours',
      featured: true,
      actualPrice: 39999,
      discountPrice: 24999,
      chapters: chapters('nifty', [
        {
          title: 'Options Basics',
          description: 'Calls, puts, premiums and the Greeks.',
          videos: [['Calls, Puts and Premiums'], ['Option Greeks Made Simple']],
        },
        {
          title: 'Weekly Expiry Strategies',
          description: 'Defined-risk strategies for expiry week.',
          videos: [['Straddles and Strangles'], ['An Iron Condor on Bank Nifty']],
        },
        {
          title: 'Risk Management for Option Sellers',
          description: 'Margin, position sizing and adjustments.',
          videos: [['Margin and Position Sizing'], ['Adjusting a Losing Trade']],
        },
      ]),
    }),
    course({
      // The package the festival offer sells, at the offer's prices.
      slug: 'annual-trading-package',
      category: 'Indian market',
      name: PROMO.packageName,
      title: PROMO.packageName,
      descriptions:
        'A year of guided learning across every market we teach: stocks, index options, crypto, forex and gold, with weekly live sessions, trade reviews and mentor support.',
      shortDescription: 'Every course, live sessions and mentor support for a year.',
      introDescription: 'How the year is organised, month by month.',
      language: 'English/Hindi',
      duration: '60 hours',
      featured: true,
      actualPrice: PROMO.originalPrice,
      discountPrice: PROMO.offerPrice,
      chapters: chapters('annual', [
        {
          title: 'Market Foundations',
          description: 'The groundwork shared by every market.',
          videos: [['Building a Trading Plan'], ['Journaling Your Trades']],
        },
        {
          title: 'Crypto, Forex and Gold',
          description: 'Applying the plan to three very different markets.',
          videos: [['Crypto Volatility'], ['Forex Sessions'], ['Gold Seasonality']],
        },
        {
          title: 'Live Trading Sessions',
          description: 'Recordings of the weekly live sessions.',
          // No notes for recordings: exercises a chapter without a 'Download Note' link.
          notes: false,
          videos: [['Live Session: Opening Range'], ['Live Session: Trade Review']],
        },
      ]),
    }),
  ];
}

// ---- Users --------------------------------------------------------------------------------------

/** A course a user bought, as the database keeps it (the API answers with `purchasedCourses`). */
export interface PurchaseRecord {
  courseId: Id;
  purchasedAt: string;
}

/**
 * The API's user without its answer-only fields, plus what the server keeps. `paymentStatus` is
 * not kept: it is whether the user owns a course, read from `purchases`.
 */
export type StoredUser = Omit<User, 'purchasedCourses' | 'paymentStatus'> & { purchases: PurchaseRecord[] };

export interface SeedUser extends StoredUser {
  /** Plain text only here, in the seed; the database stores salted hashes. */
  password: string;
}

function reviewer(
  n: number,
  username: string,
  email: string,
  number: string,
  createdAt: string,
  owned: CourseSlug[],
): SeedUser {
  return {
    _id: userId(n),
    username,
    email,
    password: 'Reviewer@123',
    number,
    role: 'user',
    enrollmentNumber: `TS2026-${String(n).padStart(4, '0')}`,
    userType: 'student',
    sessionActive: false,
    createdAt,
    updatedAt: createdAt,
    purchases: owned.map((slug) => ({ courseId: courseId(slug), purchasedAt: createdAt })),
  };
}

export function seedUsers(): SeedUser[] {
  return [
    {
      _id: DEMO_LEARNER_ID,
      username: DEMO_LEARNER.username,
      email: DEMO_LEARNER.email,
      password: DEMO_LEARNER.password,
      number: '9876500001',
      role: 'user',
      enrollmentNumber: 'TS2026-0001',
      userType: 'student',
      sessionActive: true,
      createdAt: '2026-01-05T09:30:00.000Z',
      updatedAt: '2026-01-10T11:15:00.000Z',
      purchases: [{ courseId: OWNED_COURSE_ID, purchasedAt: '2026-01-10T11:15:00.000Z' }],
    },
    reviewer(2, 'Rohan Mehta', 'rohan.mehta@example.com', '9876500002', '2026-01-08T06:00:00.000Z', [
      'nifty-options',
      'crypto-basics',
    ]),
    reviewer(3, 'Priya Nair', 'priya.nair@example.com', '9876500003', '2026-01-12T07:45:00.000Z', [
      'nifty-options',
      'gold-trading',
      'annual-trading-package',
    ]),
    reviewer(4, 'Karan Singh', 'karan.singh@example.com', '9876500004', '2026-01-20T12:10:00.000Z', [
      'nifty-options',
      'crypto-basics',
    ]),
    reviewer(5, 'Meera Iyer', 'meera.iyer@example.com', '9876500005', '2026-02-02T04:20:00.000Z', [
      'nifty-options',
      'annual-trading-package',
    ]),
    reviewer(6, 'Arjun Rao', 'arjun.rao@example.com', '9876500006', '2026-02-20T08:15:00.000Z', ['nifty-options']),
    reviewer(7, 'Sneha Kulkarni', 'sneha.kulkarni@example.com', '9876500007', '2026-03-03T10:40:00.000Z', [
      'nifty-options',
    ]),
    reviewer(8, 'Vikram Joshi', 'vikram.joshi@example.com', '9876500008', '2026-03-20T13:05:00.000Z', [
      'nifty-options',
    ]),
    reviewer(9, 'Fatima Sheikh', 'fatima.sheikh@example.com', '9876500009', '2026-04-01T06:30:00.000Z', [
      'nifty-options',
    ]),
    {
      _id: DELETED_COURSE_LEARNER_ID,
      username: DELETED_COURSE_LEARNER.username,
      email: DELETED_COURSE_LEARNER.email,
      password: DELETED_COURSE_LEARNER.password,
      number: '9876500010',
      role: 'user',
      enrollmentNumber: 'TS2026-0010',
      userType: 'student',
      sessionActive: false,
      createdAt: '2026-02-11T09:00:00.000Z',
      updatedAt: '2026-02-11T09:30:00.000Z',
      purchases: [
        { courseId: DELETED_COURSE_ID, purchasedAt: '2026-02-11T09:10:00.000Z' },
        { courseId: OWNED_COURSE_ID, purchasedAt: '2026-02-11T09:30:00.000Z' },
      ],
    },
  ];
}

// ---- Reviews ------------------------------------------------------------------------------------

export interface SeedReview {
  _id: Id;
  rating: number;
  comment: string;
  ratingDate: string;
  userId: Id;
  courseId: Id;
}

export function seedReviews(): SeedReview[] {
  let n = 0;
  const review = (slug: CourseSlug, user: number, rating: number, ratingDate: string, comment: string): SeedReview => ({
    _id: oid(REVIEW_PREFIX, ++n),
    rating,
    comment,
    ratingDate,
    userId: userId(user),
    courseId: courseId(slug),
  });
  // Eight reviews on one course so that two pages of five show; forex has none. Like the API's
  // own, each comes from a learner who owns the course, one per learner and course.
  return [
    review(
      'nifty-options',
      2,
      5,
      '2026-01-15T10:00:00.000Z',
      'The Greeks finally make sense. The expiry-day examples are gold.',
    ),
    review(
      'nifty-options',
      3,
      4,
      '2026-01-22T08:30:00.000Z',
      'Very detailed. I would have liked more examples on Bank Nifty.',
    ),
    review('nifty-options', 4, 5, '2026-02-03T14:45:00.000Z', 'The iron condor chapter alone was worth the price.'),
    review(
      'nifty-options',
      5,
      3,
      '2026-02-18T05:10:00.000Z',
      'Good content, but the risk chapter moves quickly for a beginner.',
    ),
    review(
      'nifty-options',
      6,
      4,
      '2026-03-01T09:00:00.000Z',
      'Came back after a month of paper trading. The adjustments video helped a lot.',
    ),
    review('nifty-options', 7, 5, '2026-03-12T16:20:00.000Z', 'Clear Hindi explanations, patient teaching.'),
    review(
      'nifty-options',
      8,
      4,
      '2026-03-27T11:40:00.000Z',
      'Solid course. Position sizing rules are now on a sticky note on my monitor.',
    ),
    review('nifty-options', 9, 5, '2026-04-09T07:05:00.000Z', 'Best money I have spent on trading education so far.'),
    review('crypto-basics', 2, 4, '2026-01-18T13:00:00.000Z', 'Great first course. The wallet safety part is a must.'),
    review('crypto-basics', 4, 5, '2026-02-11T10:25:00.000Z', 'Short, clear and no hype.'),
    review('gold-trading', 3, 4, '2026-02-25T06:50:00.000Z', 'Useful intraday plan for MCX gold.'),
    review(
      'annual-trading-package',
      3,
      5,
      '2026-03-05T12:00:00.000Z',
      'The live sessions keep me accountable every week.',
    ),
    review('annual-trading-package', 5, 4, '2026-04-02T15:30:00.000Z', 'A lot of material; plan your time.'),
  ];
}

// ---- Blogs --------------------------------------------------------------------------------------

export function seedBlogs(): Blog[] {
  const blogId = (n: number): Id => oid(BLOG_PREFIX, n);
  return [
    {
      _id: blogId(1),
      title: 'Five Habits of Consistent Traders',
      images: [blogImageUrl('consistent-habits')],
      duration: '1 min Reading Time',
      content: [
        '<h2>Consistency beats brilliance</h2>',
        '<p>Most traders do not fail for lack of a strategy. They fail because they follow it on good days only.</p>',
        '<ul>',
        '<li><strong>Write a plan</strong> before the market opens.</li>',
        '<li>Risk no more than 1% of your capital on a single trade.</li>',
        '<li>Keep a journal with a screenshot of every trade.</li>',
        '<li>Review the week every Saturday.</li>',
        '<li>Stop trading for the day after two losses in a row.</li>',
        '</ul>',
        '<p>None of these habits is exciting. All of them compound.</p>',
      ].join(''),
    },
    {
      _id: blogId(2),
      title: 'Understanding Nifty Weekly Expiry',
      images: [blogImageUrl('nifty-weekly-expiry')],
      duration: '1 min Reading Time',
      content: [
        '<h2>Why expiry day is different</h2>',
        '<p>On expiry day, option premiums decay fastest and small moves in the index cause large swings in option prices.</p>',
        '<h3>A checklist for expiry day</h3>',
        '<ol>',
        '<li>Know the open interest at the nearest strikes.</li>',
        '<li>Decide your maximum loss before the first trade.</li>',
        '<li>Avoid buying far out-of-the-money options after lunch.</li>',
        '</ol>',
        '<p><em>Remember:</em> a cheap option is not the same as a good trade.</p>',
      ].join(''),
    },
    {
      _id: blogId(3),
      title: 'Gold as a Hedge: What History Shows',
      images: [blogImageUrl('gold-hedge')],
      duration: '1 min Reading Time',
      content: [
        '<h2>Gold in Indian portfolios</h2>',
        '<p>Indian households have held gold for generations. As a trading instrument it behaves differently from jewellery.</p>',
        '<p>Before you trade any market, learn your rights as an investor on the ',
        // target=_blank without rel: the client's sanitiser is expected to add rel="noopener".
        '<a href="https://investor.sebi.gov.in/" target="_blank">SEBI investor website</a>.</p>',
        '<h3>Three things that move gold</h3>',
        '<ul><li>The US dollar</li><li>Real interest rates</li><li>Festival and wedding demand</li></ul>',
      ].join(''),
    },
    {
      _id: blogId(4),
      title: 'Crypto Wallet Safety Checklist',
      // No images: the list and detail pages show their default image.
      images: [],
      duration: '1 min Reading Time',
      content: [
        '<h2>Your keys, your coins</h2>',
        '<p>Exchanges can freeze withdrawals. A wallet you control cannot be frozen, but it can be lost.</p>',
        '<ul>',
        '<li>Write your seed phrase on paper, never in a photo or a chat.</li>',
        '<li>Use a hardware wallet for long-term holdings.</li>',
        '<li>Send a small test amount before every large transfer.</li>',
        '</ul>',
      ].join(''),
    },
    {
      _id: blogId(5),
      // No duration: the detail page shows its default reading time.
      title: 'Reading Candlestick Charts',
      images: [blogImageUrl(1)],
      content: [
        '<h2>One candle, four prices</h2>',
        '<p>Every candle shows the open, high, low and close of a period. The body is the distance between open and close.</p>',
        '<h3>Patterns worth knowing</h3>',
        '<ol><li>Hammer</li><li>Engulfing</li><li>Doji</li></ol>',
        '<p>A pattern is a hint, not a signal. Always read it together with the trend.</p>',
      ].join(''),
    },
    {
      _id: blogId(6),
      title: 'Forex Trading Sessions Explained',
      images: [blogImageUrl('forex-sessions')],
      duration: '1 min Reading Time',
      // Deliberately unsafe HTML: a test case for the client's sanitiser. It must never run.
      content: [
        '<h2>The market that never sleeps</h2>',
        '<p>Forex trades around the clock from Monday morning in Sydney to Friday evening in New York.</p>',
        '<script>alert(1)</script>',
        '<img src="/media/blog/missing.png" onerror="alert(2)" alt="Session map">',
        // Ids and names that would shadow the page's own elements and the document's methods.
        '<p><a id="server-state" href="#sessions">Jump to the sessions</a></p>',
        '<img name="getElementById" src="/media/blog/missing.png" alt="">',
        '<h3 id="sessions">The sessions</h3>',
        '<ul><li>Sydney and Tokyo</li><li>London</li><li>New York</li></ul>',
        '<p>The London and New York overlap is usually the most liquid time of the day.</p>',
      ].join(''),
    },
  ];
}
