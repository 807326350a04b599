import type { FetchArgs } from '@reduxjs/toolkit/query';
import { env } from '@/config/env';
import { api } from '@/store/api';
import type { GenerateContentRequest, GenerateContentResponse } from '@/store/models';

export const TRADING_ONLY_INSTRUCTION =
  'You are the assistant of a trading school. Answer only questions about trading, stocks, forex, crypto and markets, briefly and in plain text.';

export { replyText } from './replies';

/**
 * The `generateContent` request for one question. `url` is absolute (a proxy or the model's own
 * endpoint), so the base query never adds the school's token to it.
 */
export function chatRequest(question: string, url: string, apiKey: string): FetchArgs {
  const body: GenerateContentRequest = {
    systemInstruction: { parts: [{ text: TRADING_ONLY_INSTRUCTION }] },
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

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    askTradingBot: build.mutation<GenerateContentResponse, string>({
      query: (question) => chatRequest(question, env.chatUrl, env.chatApiKey),
    }),
  }),
});

export const { useAskTradingBotMutation } = chatApi;
