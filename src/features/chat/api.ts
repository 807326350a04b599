import type { FetchArgs } from '@reduxjs/toolkit/query';
import { env } from '@/config/env';
import type { Language } from '@/config/languages';
import { formatMediaTime } from '@/lib/mediaTime';
import { api } from '@/store/api';
import type { GenerateContentRequest, GenerateContentResponse } from '@/store/models';
import type { Passage } from './grounding';

export const TRADING_ONLY_INSTRUCTION =
  'You are the assistant of a trading school. Answer only questions about trading, stocks, forex, crypto and markets, briefly and in plain text. Never tell a learner to buy or sell anything: when a question touches a decision to buy or sell, explain how to think about it and end with the line "This is not investment advice."';

/**
 * Added on a Hindi page, so the model's answer is in the language of the bot's lines around it.
 * Hindi pages also let through questions about the school itself (see HINDI_TOPICS), which the
 * model cannot answer from what it knows, so it sends the learner to the page that can.
 */
export const HINDI_ANSWER_INSTRUCTION =
  "Answer in simple Hindi in Devanagari script, writing trading terms such as stop-loss, Nifty and F&O the way Indian learners do. For questions about the school's courses, their fees or how to contact the school, point to its Courses and Contact pages.";

/** What the model is told before the question, on a page in `lang`. */
export const chatInstruction = (lang: Language): string =>
  lang === 'hi' ? `${TRADING_ONLY_INSTRUCTION} ${HINDI_ANSWER_INSTRUCTION}` : TRADING_ONLY_INSTRUCTION;

/** Added when the page's course has passages for the question: the answer comes from them. */
export const GROUNDED_INSTRUCTION =
  "Answer from these passages of the school's own course only, keeping to what its lessons say, and quote the passage that answers best. If they do not answer the question, say that the course does not cover it.";

/** The passages as the model reads them: numbered, each with its lesson and moment. */
export const passagesInstruction = (passages: readonly Passage[]): string =>
  [
    GROUNDED_INSTRUCTION,
    'Passages:',
    ...passages.map(
      (p, i) => `[${i + 1}] (lesson ${p.chapter}.${p.lesson} at ${formatMediaTime(p.seconds)}) ${p.text}`,
    ),
  ].join('\n');

/** Added when the learner asks about the lab's chart: the answer is about that chart, as far as it is shown. */
export const CHART_INSTRUCTION =
  'The learner is replaying a practice chart and asks about it. Talk about this chart only, from the candles, indicators and levels below; the candles after the last one are hidden from the learner and from you, so never predict them as fact. Explain what to look at, not what to do.';

/** What goes with a question, beyond it: the course's passages, or the lab's chart. */
export interface QuestionContext {
  passages?: readonly Passage[];
  /** The chart as the lab describes it (only what the learner has seen). */
  chart?: string;
}

/** The system instruction for a question on a page in `lang`, with what goes with it. */
export function instructionFor(lang: Language, { passages = [], chart }: QuestionContext = {}): string {
  const parts = [chatInstruction(lang)];
  if (passages.length) parts.push(passagesInstruction(passages));
  if (chart) parts.push(`${CHART_INSTRUCTION}\n${chart}`);
  return parts.join('\n\n');
}

export { replyText } from './replies';

/**
 * The `generateContent` request for one question. `url` is absolute (a proxy or the model's own
 * endpoint), so the base query never adds the school's token to it.
 */
export function chatRequest(
  question: string,
  url: string,
  apiKey: string,
  lang: Language = 'en',
  context: QuestionContext = {},
): FetchArgs {
  const body: GenerateContentRequest = {
    systemInstruction: { parts: [{ text: instructionFor(lang, context) }] },
    contents: [{ role: 'user', parts: [{ text: question }] }],
  };
  return {
    url,
    method: 'POST',
    body,
    // The key only goes out when configured; a proxy keeps it on its server instead.
    headers: apiKey ? { 'x-goog-api-key': apiKey } : undefined,
  };
}

/**
 * A question, the language of the page it was asked on (English when only the text is given), and
 * the passages of the page's course it is answered from.
 */
export type TradingQuestion = string | ({ question: string; lang: Language } & QuestionContext);

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    askTradingBot: build.mutation<GenerateContentResponse, TradingQuestion>({
      query: (asked) =>
        typeof asked === 'string'
          ? chatRequest(asked, env.chatUrl, env.chatApiKey)
          : chatRequest(asked.question, env.chatUrl, env.chatApiKey, asked.lang, asked),
    }),
  }),
});

export const { useAskTradingBotMutation } = chatApi;
