/** @jest-environment node */
import { LANGUAGES, type Language } from '@/config/languages';
import { HINDI_ANSWER_INSTRUCTION, TRADING_ONLY_INSTRUCTION, chatInstruction, chatRequest } from './api';

describe('chatRequest', () => {
  it('carries the trading-only instruction and the question', () => {
    const request = chatRequest('What is a stock?', 'https://proxy.example/chat', '');
    expect(request).toMatchObject({ url: 'https://proxy.example/chat', method: 'POST' });
    expect(request.body).toEqual({
      systemInstruction: { parts: [{ text: TRADING_ONLY_INSTRUCTION }] },
      contents: [{ role: 'user', parts: [{ text: 'What is a stock?' }] }],
    });
    expect(request.headers).toBeUndefined();
  });
  it('sends the key in the x-goog-api-key header only when one is configured', () => {
    const url = 'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent';
    const request = chatRequest('forex?', url, 'k-123');
    expect(request.headers).toEqual({ 'x-goog-api-key': 'k-123' });
    expect(request.url).toBe(url);
  });
});

/** What the model is told on a page in each language: on a Hindi page, also to answer in Hindi. */
const INSTRUCTION: Record<Language, string> = {
  en: TRADING_ONLY_INSTRUCTION,
  hi: `${TRADING_ONLY_INSTRUCTION} ${HINDI_ANSWER_INSTRUCTION}`,
};
const QUESTION: Record<Language, string> = { en: 'Should I buy gold?', hi: 'सोना खरीदूँ?' };

describe.each(LANGUAGES)('the request from a page in %s', (lang) => {
  it("asks the model to answer in the page's language, after the trading-only instruction", () => {
    expect(chatInstruction(lang)).toBe(INSTRUCTION[lang]);
    const request = chatRequest(QUESTION[lang], 'https://proxy.example/chat', '', lang);
    expect(request.body).toEqual({
      systemInstruction: { parts: [{ text: INSTRUCTION[lang] }] },
      contents: [{ role: 'user', parts: [{ text: QUESTION[lang] }] }],
    });
  });
});
