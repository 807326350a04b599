import { env } from '@/config/env';
import { api } from '@/store/api';
import type { GenerateContentRequest, GenerateContentResponse } from '@/store/models';

export const TRADING_ONLY_INSTRUCTION =
  'You are the assistant of a trading school. Answer only questions about trading, stocks, forex, crypto and markets, briefly and in plain text.';

/** The model's reply text, or '' when any level of the answer is missing. */
export const replyText = (response: GenerateContentResponse): string =>
  response.candidates?.[0]?.content?.parts?.[0]?.text ?? '';

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    askTradingBot: build.mutation<GenerateContentResponse, string>({
      query: (question) => {
        const body: GenerateContentRequest = {
          systemInstruction: { parts: [{ text: TRADING_ONLY_INSTRUCTION }] },
          contents: [{ role: 'user', parts: [{ text: question }] }],
        };
        return {
          url: env.chatUrl,
          method: 'POST',
          body,
          headers: env.chatApiKey ? { 'x-goog-api-key': env.chatApiKey } : undefined,
        };
      },
    }),
  }),
});

export const { useAskTradingBotMutation } = chatApi;
