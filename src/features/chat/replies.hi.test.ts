import { testI18n } from '@/test/i18n';
import { chatInstruction, chatRequest, HINDI_ANSWER_INSTRUCTION, TRADING_ONLY_INSTRUCTION } from './api';
import { botReplyFor, failureReplyFor, isTradingQuestion, welcomeLine } from './replies';
import { TOPIC_VOCABULARY, topicsFor } from './topics';

const hi = testI18n('hi').getFixedT('hi', 'chat');
const en = testI18n('en').getFixedT('en', 'chat');

describe('the topic rule on a Hindi page', () => {
  it.each([
    'क्रिप्टो में पैसा लगाना सही है?',
    'क्रिप्टोकरेंसी क्या होती है?',
    'क्या अभी सोना खरीदना चाहिए?',
    'सोने का भाव कैसा रहेगा?',
    'शेयर क्या होता है?',
    'इन शेयरों में रिस्क कितना है?',
    'शेयर बाजार कब खुलता है?',
    // The same word with a nukta, typed as two characters and as one.
    'शेयर बाज़ार कब खुलता है?',
    'आज बा\u095Bार कैसा है?',
    'फॉरेक्स कैसे सीखें?',
    'ट्रेडिंग शुरू करनी है',
    'कोर्स में क्या-क्या है?',
    'आपके कोर्सों की कीमत क्या है?',
    'कोर्स की फीस कितनी है?',
    'फ़ीस कितनी है?',
    'स्टॉप-लॉस कहाँ लगाएँ?',
    'स्टॉपलॉस कैसे लगाते हैं',
    'स्टॉप लॉस',
    'निफ्टी आज कहाँ बंद होगा?',
    'सेंसेक्स क्यों गिरा?',
    'ऑप्शंस ट्रेडिंग',
    'इंट्राडे के लिए टिप्स',
    'म्यूचुअल फंड या एसआईपी?',
    'आपसे संपर्क कैसे करें?',
    'सम्पर्क नंबर',
    // Hinglish and English on the same page.
    'sona kharidu ya nahi?',
    'share bazar kab khulega',
    'course ki fees kitni hai?',
    'kimat kya hai',
    'contact kaise karein',
    'What is RSI?',
    'Is crypto safe?',
    'F&O lot size',
  ])('accepts %s', (question) => expect(isTradingQuestion(question, 'hi')).toBe(true));

  it.each([
    ['the weather', 'आज मौसम कैसा है?'],
    ['a joke', 'मुझे एक चुटकुला सुनाओ'],
    ['a name that starts like a word of the list', 'सोनाली कौन है?'],
    ['an empty question', ''],
    ['English small talk', 'Tell me a joke'],
  ])('refuses %s', (_case, question) => expect(isTradingQuestion(question, 'hi')).toBe(false));

  it('leaves the English page its own rule', () => {
    expect(topicsFor('en')).toEqual(TOPIC_VOCABULARY);
    expect(isTradingQuestion('क्या अभी सोना खरीदना चाहिए?', 'en')).toBe(false);
    expect(isTradingQuestion('course fees?', 'en')).toBe(false);
    expect(isTradingQuestion('course fees?')).toBe(false);
    expect(isTradingQuestion('Should I buy gold?', 'en')).toBe(true);
  });
});

describe("the bot's lines in Hindi", () => {
  it('welcomes in Hindi, naming the school in Latin letters', () => {
    expect(welcomeLine(hi)).toBe(
      'नमस्ते! मैं TradeSchool का असिस्टेंट हूँ। ट्रेडिंग, शेयर, फॉरेक्स, क्रिप्टो या मार्केट के बारे में कुछ भी पूछिए।',
    );
    expect(welcomeLine(en)).toBe(
      "Hi! I'm the TradeSchool assistant. Ask me anything about trading, stocks, forex, crypto or the market.",
    );
  });

  it('says it is not sure, cannot answer, or failed, in Hindi', () => {
    expect(botReplyFor({}, hi)).toBe('माफ़ कीजिए, मुझे समझ नहीं आया कि इसका क्या जवाब दूँ।');
    expect(botReplyFor({ promptFeedback: { blockReason: 'SAFETY' } }, hi)).toBe('मैं इस सवाल का जवाब नहीं दे सकता।');
    expect(failureReplyFor({ kind: 'http', status: 429 }, hi)).toBe('अभी बहुत सारे सवाल आ रहे हैं। एक मिनट रुककर फिर से पूछें।');
    expect(failureReplyFor({ kind: 'network' }, hi)).toBe('ट्रेडिंग की जानकारी नहीं मिल पाई');
  });

  it("passes the model's own answer through as it came", () => {
    expect(
      botReplyFor({ candidates: [{ content: { parts: [{ text: '**सोना** अक्सर\n\nसुरक्षित माना जाता है।' }] } }] }, hi),
    ).toBe('सोना अक्सर\nसुरक्षित माना जाता है।');
  });
});

describe('the request from a Hindi page', () => {
  it('asks the model to answer in Hindi, after the trading-only instruction', () => {
    expect(chatInstruction('hi')).toBe(`${TRADING_ONLY_INSTRUCTION} ${HINDI_ANSWER_INSTRUCTION}`);
    expect(chatInstruction('en')).toBe(TRADING_ONLY_INSTRUCTION);
    const request = chatRequest('सोना खरीदूँ?', 'https://proxy.example/chat', '', 'hi');
    expect(request.body).toEqual({
      systemInstruction: { parts: [{ text: chatInstruction('hi') }] },
      contents: [{ role: 'user', parts: [{ text: 'सोना खरीदूँ?' }] }],
    });
  });
});
