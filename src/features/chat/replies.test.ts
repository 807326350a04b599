import { TRADING_ONLY_INSTRUCTION, chatRequest } from './api';
import { botReplyFor, CHAT_MESSAGES, cleanReply, failureReplyFor, isTradingQuestion, replyText } from './replies';

describe('isTradingQuestion', () => {
  it.each(['How does TRADING work?', 'best stocks', 'Forex hours', 'is crypto safe', 'Market open?'])(
    'accepts %s (any case)',
    (question) => expect(isTradingQuestion(question)).toBe(true),
  );
  it.each(['What is the weather?', 'Tell me a joke', ''])('refuses %j', (question) =>
    expect(isTradingQuestion(question)).toBe(false),
  );
});

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
    expect(replyText({ candidates: [{ content: { parts: [{ text: 'one' }, { text: 'two' }] } }, { content: { parts: [{ text: 'x' }] } }] })).toBe('one');
    expect(replyText({})).toBe('');
    expect(replyText({ candidates: [] })).toBe('');
    expect(replyText({ candidates: [{}] })).toBe('');
    expect(replyText({ candidates: [{ content: {} }] })).toBe('');
    expect(replyText({ candidates: [{ content: { parts: [] } }] })).toBe('');
    expect(replyText({ candidates: [{ content: { parts: [{}] } }] })).toBe('');
    expect(replyText(null)).toBe('');
  });
});

describe('botReplyFor', () => {
  it('cleans the reply, or says it is not sure when nothing is left', () => {
    expect(botReplyFor({ candidates: [{ content: { parts: [{ text: '**Hi**\n\nthere' }] } }] })).toBe('Hi\nthere');
    expect(botReplyFor({ candidates: [{ content: { parts: [{ text: '***' }] } }] })).toBe(CHAT_MESSAGES.empty);
    expect(botReplyFor({})).toBe("I'm not sure how to respond to that.");
  });
  it('says a blocked prompt cannot be answered', () => {
    expect(botReplyFor({ promptFeedback: { blockReason: 'SAFETY' } })).toBe(CHAT_MESSAGES.blocked);
    expect(botReplyFor({ candidates: [{ finishReason: 'SAFETY', content: { parts: [{ text: 'partial' }] } }] })).toBe(
      CHAT_MESSAGES.blocked,
    );
  });
});

describe('failureReplyFor', () => {
  it('tells a rate limit apart from other failures', () => {
    expect(failureReplyFor({ kind: 'http', status: 429 })).toBe(CHAT_MESSAGES.rateLimited);
    expect(failureReplyFor({ kind: 'http', status: 500 })).toBe('Error fetching trading data');
    expect(failureReplyFor({ kind: 'network' })).toBe('Error fetching trading data');
    expect(failureReplyFor(new Error('boom'))).toBe('Error fetching trading data');
  });
});

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
