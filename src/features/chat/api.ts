import type { FetchArgs } from '@reduxjs/toolkit/query';
import { env } from '@/config/env';
import type { Language } from '@/config/languages';
import { api } from '@/store/api';
import type { GenerateContentRequest, GenerateContentResponse } from '@/store/models';

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

export { replyText } from './replies';

/**
 * The `generateContent` request for one question. `url` is absolute (a proxy or the model's own
 * endpoint), so the base query never adds the school's token to it.
 */
export function chatRequest(question: string, url: string, apiKey: string, lang: Language = 'en'): FetchArgs {
  const body: GenerateContentRequest = {
    systemInstruction: { parts: [{ text: chatInstruction(lang) }] },
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

/** A question and the language of the page it was asked on (English when only the text is given). */
export type TradingQuestion = string | { question: string; lang: Language };

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    askTradingBot: build.mutation<GenerateContentResponse, TradingQuestion>({
      query: (asked) =>
        typeof asked === 'string'
          ? chatRequest(asked, env.chatUrl, env.chatApiKey)
          : chatRequest(asked.question, env.chatUrl, env.chatApiKey, asked.lang),
    }),
  }),
});

export const { useAskTradingBotMutation } = chatApi;
