import type { TFunction } from 'i18next';
import type { Language } from '@/config/languages';
import { site } from '@/config/site';
import { errorStatus } from '@/store/apiError';
import type { GenerateContentResponse } from '@/store/models';
import { foldForMatching, topicMatcher, topicsFor, type TopicMatcher } from './topics';

/**
 * The bot's own lines come from the chat catalogue in the page's language, the product's wording
 * in English. Once said they are stored as text, so a conversation reads as it was written
 * whichever language the page is shown in later.
 */
type ChatT = TFunction<'chat'>;

/** The first message, shown while the conversation is empty. */
export const welcomeLine = (t: ChatT): string => t('bot.welcome', { site: site.name });

const TRADING_TOPICS: Record<Language, TopicMatcher> = {
  en: topicMatcher(topicsFor('en')),
  hi: topicMatcher(topicsFor('hi')),
};

/** The topic rule, checked before any call so no quota goes to off-topic questions. */
export const isTradingQuestion = (question: string, lang: Language = 'en'): boolean =>
  TRADING_TOPICS[lang].test(foldForMatching(question));

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
export function botReplyFor(response: GenerateContentResponse | null | undefined, t: ChatT): string {
  if (isBlocked(response)) return t('bot.blocked');
  return cleanReply(replyText(response)) || t('bot.empty');
}

/** The bot's message when the call failed. */
export const failureReplyFor = (error: unknown, t: ChatT): string =>
  errorStatus(error) === 429 ? t('bot.rateLimited') : t('bot.failure');
