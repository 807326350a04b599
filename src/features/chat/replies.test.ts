import { testI18n } from '@/test/i18n';
import { TRADING_ONLY_INSTRUCTION, chatRequest } from './api';
import { botReplyFor, cleanReply, failureReplyFor, isTradingQuestion, replyText } from './replies';
import { ENGLISH_TOPICS, TOPIC_VOCABULARY, topicMatcher } from './topics';

const t = testI18n('en').getFixedT('en', 'chat');

describe('isTradingQuestion', () => {
  it.each(['How does TRADING work?', 'best stocks', 'Forex hours', 'is crypto safe', 'Market open?'])(
    'accepts %s (any case)',
    (question) => expect(isTradingQuestion(question)).toBe(true),
  );
  it.each(['What is the weather?', 'Tell me a joke', ''])('refuses %j', (question) =>
    expect(isTradingQuestion(question)).toBe(false),
  );

  it.each([
    'What is a stop loss?',
    'What is RSI?',
    'How do I read a candlestick?',
    'Which charts should I use?',
    'best indicator for beginners',
    'What is a moving average?',
    'support and resistance',
    'Is this a breakout?',
    'intraday tips',
    'swing or position?',
    'Where will Nifty close?',
    'SENSEX today',
    'How do options work?',
    'futures margin',
    'What is F&O?',
    'f&o lot size',
    'MCX timings',
    'Should I buy gold?',
    'bitcoin halving',
    'How many shares can I buy?',
    'equities vs bonds',
    'commodities for beginners',
    'currency pairs',
    'How do I balance my portfolio?',
    'How much risk per trade?',
    'Upcoming IPOs',
    'Start a SIP?',
    'Are mutual funds safe?',
    'stop-loss orders',
    'I set a stoploss',
    'What is cryptocurrency?',
    'stock markets',
  ])('accepts the course vocabulary: %s', (question) => expect(isTradingQuestion(question)).toBe(true));

  it.each([
    ['a word that only contains a short term', 'Any gossip today?'],
    ['RSI inside another word', 'Who came first?'],
    ['IPO inside another word', 'a hippo'],
    ['F&O glued to other letters', 'xF&Oy'],
    ['the singular "option"', 'Is there an option to pay later?'],
  ])('matches on word boundaries, refusing %s', (_case, question) => expect(isTradingQuestion(question)).toBe(false));
});

describe('topicMatcher', () => {
  it('takes the five words of the product rule and every course word, in one list', () => {
    for (const word of ['trading', 'stock*', 'forex', 'crypto*', 'market*', 'stop loss', 'RSI', 'F&O', 'mutual fund']) {
      expect(TOPIC_VOCABULARY).toContain(word);
    }
    expect(TOPIC_VOCABULARY).toHaveLength(ENGLISH_TOPICS.length);
  });

  it('reads words of another script on the same boundaries, ready for a Hindi list', () => {
    const matcher = topicMatcher(['शेयर', 'बाजार']);
    expect(matcher.test('शेयर क्या है?')).toBe(true);
    expect(matcher.test('आज बाजार कैसा है')).toBe(true);
    // A longer word that starts with the entry is another word.
    expect(matcher.test('शेयरों')).toBe(false);
    expect(matcher.test('मौसम कैसा है')).toBe(false);
  });
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
