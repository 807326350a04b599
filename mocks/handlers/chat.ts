/**
 * Stand-in for the language model's `generateContent` endpoint (not part of the school API).
 * Answers are canned and chosen by keyword. Like the real model's output they contain
 * `**bold**` markers and blank lines, which the client strips. Asked in Hindi (the site's Hindi
 * pages tell the model so in the system instruction, and learners may write in Devanagari), it
 * answers from a Hindi set, as the real model would.
 */
import { http } from 'msw/core/http';
import type { GenerateContentResponse } from '../models';
import { DEMO } from '../paths';

/**
 * The school's core terms, each with a short correct explanation, in both languages. Checked
 * before the market answers, so "What is a stop loss?" is answered about the stop loss.
 */
const TERMS: { pattern: RegExp; en: string; hi: string }[] = [
  {
    pattern: /stop[\s-]?loss|स्टॉप[\s-]?लॉस/,
    en: 'A **stop loss** is an order that closes your trade automatically at a price you set in advance, so that a loss stays the size you planned.\n\nPlace it where your trade idea is proven wrong, not at a random percentage.',
    hi: '**स्टॉप-लॉस** एक ऑर्डर है जो पहले से तय किए भाव पर आपका ट्रेड अपने-आप बंद कर देता है, ताकि नुकसान उतना ही रहे जितना आपने सोचा था।\n\nइसे वहाँ लगाएँ जहाँ आपका ट्रेड का आइडिया गलत साबित हो जाए।',
  },
  {
    pattern: /\brsi\b|आरएसआई/,
    en: 'The **RSI** (Relative Strength Index) measures the speed of recent price moves on a scale of 0 to 100.\n\nAbove 70 is usually called overbought and below 30 oversold; in a strong trend it can stay there for a long time.',
    hi: '**RSI** (रिलेटिव स्ट्रेंथ इंडेक्स) हाल की कीमतों की रफ़्तार को 0 से 100 के पैमाने पर मापता है।\n\n70 से ऊपर को आमतौर पर ओवरबॉट और 30 से नीचे को ओवरसोल्ड कहते हैं; तेज़ ट्रेंड में यह लंबे समय तक वहीं रह सकता है।',
  },
  {
    pattern: /support|resistance|सपोर्ट|रेज़िस्टेंस|रेजिस्टेंस/,
    en: '**Support** is a price area where buyers have stepped in before and a fall tends to pause; **resistance** is an area where sellers have appeared and a rise tends to stall.\n\nWhen one breaks clearly, it often swaps roles.',
    hi: '**सपोर्ट** वह भाव है जहाँ पहले खरीदार आए थे और गिरावट अक्सर रुकती है; **रेज़िस्टेंस** वह भाव है जहाँ बेचने वाले आए थे और तेज़ी अक्सर थमती है।\n\nसाफ़ टूटने के बाद दोनों अक्सर अपनी भूमिका बदल लेते हैं।',
  },
  {
    pattern: /f\s?&\s?o|futures|options|फ्यूचर्स|ऑप्शन/,
    en: '**F&O** (futures and options) are derivatives: contracts whose value comes from a stock or an index such as the Nifty.\n\nA future obliges you to buy or sell at a set price on a date; an option gives the right, not the obligation. Both use leverage, so losses can exceed what you put in.',
    hi: '**F&O** (फ्यूचर्स और ऑप्शंस) डेरिवेटिव हैं: ऐसे कॉन्ट्रैक्ट जिनकी कीमत किसी शेयर या निफ्टी जैसे इंडेक्स से तय होती है।\n\nफ्यूचर में तय तारीख पर तय भाव पर सौदा करना ज़रूरी होता है; ऑप्शन में अधिकार होता है, ज़िम्मेदारी नहीं। दोनों में लेवरेज होता है, इसलिए नुकसान लगाई रकम से ज़्यादा हो सकता है।',
  },
  {
    pattern: /\bsip\b|एसआईपी/,
    en: 'A **SIP** (systematic investment plan) invests a fixed amount at regular intervals, usually monthly, in a mutual fund.\n\nBuying every month averages your purchase price over time and builds the habit of investing.',
    hi: '**SIP** (सिस्टेमैटिक इन्वेस्टमेंट प्लान) में आप हर महीने जैसी तय अवधि पर एक तय रकम म्यूचुअल फ़ंड में लगाते हैं।\n\nहर महीने खरीदने से समय के साथ खरीद का औसत भाव बनता है और निवेश की आदत पड़ती है।',
  },
  {
    pattern: /candlestick|कैंडलस्टिक|कैंडल/,
    en: 'A **candlestick** shows one period of price: the body spans the open and the close, the wicks the high and the low.\n\nA green (or hollow) candle closed higher than it opened, a red one lower.',
    hi: '**कैंडलस्टिक** एक अवधि का भाव दिखाती है: बॉडी ओपन से क्लोज़ तक, और विक (बत्ती) हाई और लो तक।\n\nहरी कैंडल ओपन से ऊपर बंद हुई, लाल कैंडल नीचे।',
  },
  {
    pattern: /reward[\s-]*(?:to[\s-]*)?risk|risk[\s-]*(?:to[\s-]*)?reward|रिवॉर्ड|रिवार्ड/,
    en: '**Reward-to-risk** compares what a trade can make with what it can lose: the distance from entry to target divided by the distance from entry to stop loss.\n\nAt 2:1 you can be wrong on more than half of your trades and still come out ahead, as long as every loss stays at 1R.',
    hi: '**रिवॉर्ड-टू-रिस्क** बताता है कि ट्रेड कितना कमा सकता है और कितना गँवा सकता है: एंट्री से टारगेट की दूरी को एंट्री से स्टॉप-लॉस की दूरी से भाग दें।\n\n2:1 पर आधे से ज़्यादा ट्रेड गलत होने पर भी आप फ़ायदे में रह सकते हैं, बशर्ते हर नुकसान 1R तक ही रहे।',
  },
  {
    pattern: /expectancy|एक्सपेक्टेंसी|एक्सपेक्टैंसी/,
    en: '**Expectancy** is what a trade makes on average, in R: win rate × average win − loss rate × average loss.\n\nWith 40% winners of 2R and 60% losers of 1R it is 0.4 × 2 − 0.6 × 1 = **+0.2R** per trade.',
    hi: '**एक्सपेक्टेंसी** बताती है कि औसतन एक ट्रेड R में कितना कमाता है: जीत की दर × औसत जीत − हार की दर × औसत हार।\n\n40% ट्रेड 2R जीतें और 60% ट्रेड 1R हारें, तो यह 0.4 × 2 − 0.6 × 1 = **+0.2R** प्रति ट्रेड है।',
  },
  {
    // R alone, after a number ("1r", "2.5r") or as R-multiple, in the lower-cased question.
    pattern: /(?:^|[^\p{L}\p{N}])(?:(?:\d+(?:\.\d+)?)?r|r[\s-]?multiples?)(?![\p{L}\p{N}])|आर[\s-]?मल्टीपल/u,
    en: "In the school's lessons **R** is what you risk on a trade: the distance from entry to stop loss, times the quantity.\n\nA trade that makes twice its risk made **2R**; one stopped out at its stop lost **1R**. Counted in R, trades of different sizes can be compared.",
    hi: 'स्कूल के लेसन में **R** वह रकम है जो आप एक ट्रेड में जोखिम में डालते हैं: एंट्री से स्टॉप-लॉस तक की दूरी गुणा क्वांटिटी।\n\nजिस ट्रेड ने जोखिम का दोगुना कमाया उसने **2R** बनाया; जो स्टॉप पर बंद हुआ उसने **1R** गँवाया। R में गिनने से अलग-अलग साइज़ के ट्रेड की तुलना हो पाती है।',
  },
];

/** A question about whether to buy or sell something, which the answer must not decide. */
const DECISION = /\b(buy|sell|invest|should i|short)\b|खरीद|ख़रीद|बेच|निवेश करूँ|लगाऊँ/;

/** The line that ends every answer touching a buy or sell decision. */
export const NOT_ADVICE = {
  en: 'This is not investment advice.',
  hi: 'यह निवेश की सलाह नहीं है।',
} as const;

const ANSWERS: { keyword: string; text: string }[] = [
  {
    keyword: 'crypto',
    text:
      '**Crypto trading** moves around the clock and can swing 10% in a day.\n\n' +
      'Risk at most **1–2% of your capital** per trade, always use a stop-loss, and keep long-term coins in a wallet you control.',
  },
  {
    keyword: 'forex',
    text:
      '**Forex** pairs move most when sessions overlap, especially London and New York.\n\n' +
      'Watch the economic calendar, keep leverage low and size positions in **pips you can afford to lose**.',
  },
  {
    keyword: 'gold',
    text:
      '**Gold** tends to rise when the dollar and real interest rates fall.\n\n' +
      'On MCX, trade the liquid contracts, respect the session timings and keep a **fixed stop-loss**.',
  },
  {
    keyword: 'stock',
    text:
      'Before buying a **stock**, check the business: revenue growth, debt and valuation.\n\n' +
      'Then use the chart for timing, and never put more than **5% of your portfolio** in one company.',
  },
  {
    keyword: 'market',
    text:
      'Markets move between **trends and ranges**.\n\n' +
      'Identify which one you are in on a higher time frame first, then pick a strategy that suits it.',
  },
];

const DEFAULT_ANSWER =
  '**Trading** rewards discipline more than prediction.\n\n' +
  'Write a plan, risk a small fixed share of your capital per trade, and review every trade in a journal.';

const HINDI_ANSWERS: { keywords: string[]; text: string }[] = [
  {
    keywords: ['crypto', 'क्रिप्टो', 'बिटकॉइन'],
    text:
      '**क्रिप्टो ट्रेडिंग** चौबीसों घंटे चलती है और एक दिन में 10% तक ऊपर-नीचे हो सकती है।\n\n' +
      'हर ट्रेड में अपनी पूँजी का **1–2% से ज़्यादा** जोखिम न लें, हमेशा स्टॉप-लॉस लगाएँ।',
  },
  {
    keywords: ['forex', 'फॉरेक्स', 'फ़ॉरेक्स'],
    text:
      '**फॉरेक्स** में सबसे ज़्यादा हलचल तब होती है जब लंदन और न्यूयॉर्क के सेशन साथ चलते हैं।\n\n' +
      'इकोनॉमिक कैलेंडर देखें, लेवरेज कम रखें और पोज़िशन उतनी ही लें जितना **नुकसान आप सह सकें**।',
  },
  {
    keywords: ['gold', 'sona', 'सोना', 'सोने', 'गोल्ड'],
    text:
      '**गोल्ड** अक्सर तब चढ़ता है जब डॉलर और असली ब्याज दरें गिरती हैं।\n\n' +
      'MCX पर लिक्विड कॉन्ट्रैक्ट ही ट्रेड करें और एक **तय स्टॉप-लॉस** रखें।',
  },
  {
    keywords: ['stock', 'share', 'शेयर', 'स्टॉक', 'निफ्टी', 'nifty'],
    text:
      'कोई **शेयर** खरीदने से पहले बिज़नेस देखें: रेवेन्यू की ग्रोथ, कर्ज़ और वैल्यूएशन।\n\n' +
      'फिर टाइमिंग के लिए चार्ट देखें, और एक कंपनी में पोर्टफ़ोलियो का **5% से ज़्यादा** न लगाएँ।',
  },
];

const HINDI_DEFAULT_ANSWER =
  '**ट्रेडिंग** में अंदाज़े से ज़्यादा अनुशासन काम आता है।\n\n' +
  'एक प्लान लिखें, हर ट्रेड में पूँजी का छोटा तय हिस्सा ही जोखिम में डालें, और हर ट्रेड को जर्नल में लिखें।';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The course's passages the instruction gives, as the site numbers them: `[1] (lesson 2.1 at 0:04) text`. */
function passagesOf(instruction: string): { place: string; text: string }[] {
  return [...instruction.matchAll(/^\[\d+\] \(lesson (\d+\.\d+) at [\d:]+\) (.+)$/gmu)].map((match) => ({
    place: match[1] ?? '',
    text: match[2] ?? '',
  }));
}

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );

/** The passage sharing most words with the question (the first, which the site ranked best, on a tie). */
function bestPassage(question: string, passages: { place: string; text: string }[]) {
  const asked = wordsOf(question);
  const shared = (text: string) => [...wordsOf(text)].filter((word) => asked.has(word)).length;
  return passages.reduce<(typeof passages)[number] | undefined>(
    (best, passage) => (!best || shared(passage.text) > shared(best.text) ? passage : best),
    undefined,
  );
}

/** What the lab's chart says of itself, as the site writes it: the instrument, each candle shown, the plan. */
function chartOf(instruction: string) {
  const instrument = /^Chart: ([^,\n]+),/mu.exec(instruction)?.[1];
  if (!instrument) return null;
  const closes = [...instruction.matchAll(/^\S+ [\d.]+ ([\d.]+) ([\d.]+) ([\d.]+)$/gmu)].map((m) => ({
    high: Number(m[1]),
    low: Number(m[2]),
    close: Number(m[3]),
  }));
  const plan = /^(Open \w+ trade: .*|Planned .*|No levels planned yet)$/mu.exec(instruction)?.[1] ?? '';
  return { instrument, closes, plan };
}

/** An answer about the chart the learner sees: where it stands and its range, from the candles given only. */
function chartAnswer(chart: NonNullable<ReturnType<typeof chartOf>>, lang: 'en' | 'hi'): string {
  const first = chart.closes[0];
  const last = chart.closes.at(-1);
  if (!first || !last)
    return lang === 'hi' ? 'इस चार्ट में अभी कोई कैंडल नहीं दिखी।' : 'No candles are shown on this chart yet.';
  const change = ((last.close - first.close) / first.close) * 100;
  const high = Math.max(...chart.closes.map((c) => c.high));
  const low = Math.min(...chart.closes.map((c) => c.low));
  const pct = `${Math.abs(change).toFixed(1)}%`;
  return lang === 'hi'
    ? `इस चार्ट पर ${chart.instrument} की आख़िरी दिखी कैंडल ${last.close} पर बंद हुई, दिखी ${chart.closes.length} कैंडल में ${pct} ${change >= 0 ? 'ऊपर' : 'नीचे'}; अब तक की रेंज ${low} से ${high} है।\n\nदेखें कि भाव आपके स्टॉप और टारगेट के मुक़ाबले कहाँ है, आगे क्या होगा इसका अंदाज़ा नहीं।`
    : `On this chart, ${chart.instrument} closed at ${last.close} on the last candle shown, ${pct} ${change >= 0 ? 'up' : 'down'} over the ${chart.closes.length} candles shown; the range so far is ${low} to ${high}.${chart.plan ? ` ${chart.plan}.` : ''}\n\nLook at where price sits against your stop and target, not at what might come next.`;
}

/** The canned answer to `question`; in Hindi when the instruction asks for Hindi or the question is in it. */
export function cannedAnswer(question: string, instruction = ''): string {
  const lower = question.toLowerCase();
  const lang = /\bHindi\b/.test(instruction) || DEVANAGARI.test(question) ? 'hi' : 'en';
  // Asked about the lab's chart, the answer is about that chart as far as it is shown.
  const chart = chartOf(instruction);
  if (chart) {
    const about = chartAnswer(chart, lang);
    return DECISION.test(lower) ? `${about}\n\n${NOT_ADVICE[lang]}` : about;
  }
  // Given passages of the school's course, the answer is drawn from them: it quotes the best.
  const passage = bestPassage(question, passagesOf(instruction));
  if (passage) {
    const quoted =
      lang === 'hi'
        ? `कोर्स के लेसन ${passage.place} में कहा गया है: “${passage.text}”`
        : `The course says, in lesson ${passage.place}: “${passage.text}”`;
    return DECISION.test(lower) ? `${quoted}\n\n${NOT_ADVICE[lang]}` : quoted;
  }
  const term = TERMS.find((entry) => entry.pattern.test(lower))?.[lang];
  const answer =
    term ??
    (lang === 'hi'
      ? (HINDI_ANSWERS.find((entry) => entry.keywords.some((word) => lower.includes(word)))?.text ??
        HINDI_DEFAULT_ANSWER)
      : (ANSWERS.find((entry) => lower.includes(entry.keyword))?.text ?? DEFAULT_ANSWER));
  return DECISION.test(lower) ? `${answer}\n\n${NOT_ADVICE[lang]}` : answer;
}

/** The system instruction's text, if the request has one. */
function instructionOf(body: unknown): string {
  const parts = (body as { systemInstruction?: { parts?: unknown } } | null)?.systemInstruction?.parts;
  return isPartList(parts) ? parts.map((part) => part.text).join(' ') : '';
}

function isPartList(value: unknown): value is { text: string }[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (part: unknown) =>
        typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string',
    )
  );
}

/** The text of the last content (the user's question), or null if the body is not a valid request. */
function questionOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { contents, systemInstruction } = body as { contents?: unknown; systemInstruction?: unknown };
  if (!Array.isArray(contents) || contents.length === 0) return null;
  const parts = contents.map((content: unknown) =>
    typeof content === 'object' && content !== null ? (content as { parts?: unknown }).parts : undefined,
  );
  if (!parts.every(isPartList)) return null;
  if (systemInstruction !== undefined && !isPartList((systemInstruction as { parts?: unknown } | null)?.parts))
    return null;
  const last = parts[parts.length - 1];
  const text = last ? last.map((part) => part.text).join(' ') : '';
  return text.trim() === '' ? null : text;
}

/** The model's error shape: `{ error: { code, message, status } }`. */
function invalidArgument(text: string): Response {
  return Response.json({ error: { code: 400, message: text, status: 'INVALID_ARGUMENT' } }, { status: 400 });
}

export const chatHandlers = [
  http.post(`${DEMO}/llm`, async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return invalidArgument('Invalid JSON payload received.');
    }
    const question = questionOf(body);
    if (question === null) return invalidArgument('contents must be a non-empty list of parts with text.');

    const response: GenerateContentResponse = {
      candidates: [
        { content: { parts: [{ text: cannedAnswer(question, instructionOf(body)) }] }, finishReason: 'STOP' },
      ],
    };
    return Response.json(response);
  }),
];
