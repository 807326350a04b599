import { site } from '@/config/site';
import { errorStatus } from '@/store/apiError';
import type { GenerateContentResponse } from '@/store/models';
import { TOPIC_VOCABULARY, topicMatcher } from './topics';

/** What the bot says, quoted exactly where the product's wording is fixed. */
export const CHAT_MESSAGES = {
  welcome: `Hi! I'm the ${site.name} assistant. Ask me anything about trading, stocks, forex, crypto or the market.`,
  offTopic: 'I can only answer trading-related questions.',
  failure: 'Error fetching trading data',
  empty: "I'm not sure how to respond to that.",
  rateLimited: 'Too many questions right now. Please wait a minute and try again.',
  blocked: "I can't answer that question.",
} as const;

const TRADING_TOPICS = topicMatcher(TOPIC_VOCABULARY);

/** The topic rule, checked before any call so no quota goes to off-topic questions. */
export const isTradingQuestion = (question: string): boolean => TRADING_TOPICS.test(question);

/** Strips the model's markdown asterisks and blank lines: the chat shows plain text. */
export function cleanReply(text: string): string {
  return text
    .replace(/\*/g, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The model's reply text, or '' when any level of the answer is missing. */
export const replyText = (response: GenerateContentResponse | null | undefined): string => {
  const text = response?.candidates?.[0]?.content?.parts?.[0]?.text;
  return typeof text === 'string' ? text : '';
};

const isBlocked = (response: GenerateContentResponse | null | undefined): boolean =>
  Boolean(response?.promptFeedback?.blockReason) || response?.candidates?.[0]?.finishReason === 'SAFETY';

/** The bot's message for an answer of the model. */
export function botReplyFor(response: GenerateContentResponse | null | undefined): string {
  if (isBlocked(response)) return CHAT_MESSAGES.blocked;
  return cleanReply(replyText(response)) || CHAT_MESSAGES.empty;
}

/** The bot's message when the call failed. */
export const failureReplyFor = (error: unknown): string =>
  errorStatus(error) === 429 ? CHAT_MESSAGES.rateLimited : CHAT_MESSAGES.failure;
