/** @jest-environment node */
import { LANGUAGES, type Language } from '@/config/languages';
import { site } from '@/config/site';
import en from '@/locales/en/chat.json';
import hi from '@/locales/hi/chat.json';
import { expectOwnWords, fill, wordsIn } from '@/test/languages';
import { botReplyFor, cleanReply, failureReplyFor, replyText, welcomeLine } from './replies';

const t = wordsIn('en', 'chat');

const CATALOGUES: Record<Language, typeof en> = { en, hi };

describe('cleanReply', () => {
  it('strips asterisks and blank lines, keeping the other line breaks', () => {
    expect(cleanReply('**Bold** start\n\n\n* item one\n   \n*item two*\n')).toBe('Bold start\nitem one\nitem two');
  });
  it('handles Windows line breaks and a reply of markers only', () => {
    expect(cleanReply('a\r\n\r\nb')).toBe('a\nb');
    expect(cleanReply('** **\n\n')).toBe('');
  });
});

describe('replyText', () => {
  it('reads the first candidate’s first part and guards every level', () => {
    expect(
      replyText({
        candidates: [
          { content: { parts: [{ text: 'one' }, { text: 'two' }] } },
          { content: { parts: [{ text: 'x' }] } },
        ],
      }),
    ).toBe('one');
    expect(replyText({})).toBe('');
    expect(replyText({ candidates: [] })).toBe('');
    expect(replyText({ candidates: [{}] })).toBe('');
    expect(replyText({ candidates: [{ content: {} }] })).toBe('');
    expect(replyText({ candidates: [{ content: { parts: [] } }] })).toBe('');
    expect(replyText({ candidates: [{ content: { parts: [{}] } }] })).toBe('');
    expect(replyText(null)).toBe('');
  });
});

describe('welcomeLine', () => {
  it('greets with the school name and the topics it answers', () => {
    expect(welcomeLine(t)).toBe(
      "Hi! I'm the TradeSchool assistant. Ask me anything about trading, stocks, forex, crypto or the market.",
    );
  });
});

describe('botReplyFor', () => {
  it('cleans the reply, or says it is not sure when nothing is left', () => {
    expect(botReplyFor({ candidates: [{ content: { parts: [{ text: '**Hi**\n\nthere' }] } }] }, t)).toBe('Hi\nthere');
    expect(botReplyFor({ candidates: [{ content: { parts: [{ text: '***' }] } }] }, t)).toBe(
      "I'm not sure how to respond to that.",
    );
    expect(botReplyFor({}, t)).toBe("I'm not sure how to respond to that.");
  });
  it('says a blocked prompt cannot be answered', () => {
    expect(botReplyFor({ promptFeedback: { blockReason: 'SAFETY' } }, t)).toBe("I can't answer that question.");
    expect(
      botReplyFor({ candidates: [{ finishReason: 'SAFETY', content: { parts: [{ text: 'partial' }] } }] }, t),
    ).toBe("I can't answer that question.");
  });
});

describe('failureReplyFor', () => {
  it('tells a rate limit apart from other failures', () => {
    expect(failureReplyFor({ kind: 'http', status: 429 }, t)).toBe(
      'Too many questions right now. Please wait a minute and try again.',
    );
    expect(failureReplyFor({ kind: 'http', status: 500 }, t)).toBe('Error fetching trading data');
    expect(failureReplyFor({ kind: 'network' }, t)).toBe('Error fetching trading data');
    expect(failureReplyFor(new Error('boom'), t)).toBe('Error fetching trading data');
  });
});

// Each language's words come from its catalogue; the English tests above check the exact English wording.
describe.each(LANGUAGES)("the bot's lines in the page's language (%s)", (lang) => {
  const inLang = wordsIn(lang, 'chat');
  const { bot } = CATALOGUES[lang];

  it('welcomes in the language of the page, naming the school in Latin letters', () => {
    expectOwnWords(lang, CATALOGUES, (words) => [words.bot.welcome]);
    expect(welcomeLine(inLang)).toBe(fill(bot.welcome, { site: site.name }));
    expect(welcomeLine(inLang)).toContain('TradeSchool');
  });

  it('says it is not sure, cannot answer, or failed, in the language of the page', () => {
    expectOwnWords(lang, CATALOGUES, (words) => [
      words.bot.empty,
      words.bot.blocked,
      words.bot.rateLimited,
      words.bot.failure,
    ]);
    expect(botReplyFor({}, inLang)).toBe(bot.empty);
    expect(botReplyFor({ promptFeedback: { blockReason: 'SAFETY' } }, inLang)).toBe(bot.blocked);
    expect(failureReplyFor({ kind: 'http', status: 429 }, inLang)).toBe(bot.rateLimited);
    expect(failureReplyFor({ kind: 'network' }, inLang)).toBe(bot.failure);
  });

  it("passes the model's own answer through as it came", () => {
    expect(
      botReplyFor({ candidates: [{ content: { parts: [{ text: '**सोना** अक्सर\n\nसुरक्षित माना जाता है।' }] } }] }, inLang),
    ).toBe('सोना अक्सर\nसुरक्षित माना जाता है।');
  });
});
