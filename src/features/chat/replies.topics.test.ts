/** @jest-environment node */
import { isTradingQuestion } from './replies';
import { ENGLISH_TOPICS, TOPIC_VOCABULARY, topicMatcher, topicsFor } from './topics';

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

  it.each([
    'What does 1R mean?',
    'is 2r a good target',
    'I lost 1.5R today',
    'What is R?',
    'What is an R-multiple?',
    'R multiple of a trade',
    'Is 1:3 R:R enough?',
    'What is reward-to-risk?',
    'reward to risk of 2',
    'risk-reward ratio',
    'Where do I put my stop loss?',
    'Where should my target be?',
    'What is expectancy?',
    'my win rate is 40%',
    'What is a lot?',
    'Nifty lot size',
    'How many lots can I trade?',
    'How does margin work?',
    'Is leverage dangerous?',
    'How do I work out position size?',
    'position sizing rules',
    'My drawdown is 20%',
    'max draw-down',
    'How do I read a candlestick?',
    'What are support and resistance?',
    'How does a trailing stop work?',
    'trailing stop-loss',
    'Was that a breakout?',
    'Why is the spread so wide?',
    'brokerage for intraday',
    'Which broker is cheapest?',
    'What charges will I pay?',
    'What is STT?',
    'stamp duty on delivery',
    'How do futures work?',
    'Are options risky?',
    'Where will Nifty close?',
    'Sensex today',
    'Should I start a SIP?',
    'How much is a pip worth?',
    'When is the weekly expiry?',
    'Which strike price?',
    'How do I read an option chain?',
    'Should I buy a call option?',
    'hedging with puts',
    'Why is volatility high?',
    'Is the mood bullish?',
    'limit order vs stop order',
    'How do I backtest a strategy?',
    'Fibonacci retracement levels',
    'MACD crossover',
    'EMA or SMA?',
    'What is VWAP?',
    'Bollinger bands',
    'Do I need a demat account?',
    'Is an index fund safer?',
  ])("accepts the school's glossary: %s", (question) => expect(isTradingQuestion(question)).toBe(true));

  it.each([
    ['a question about geography', 'What is the capital of France?'],
    ['a poem', 'Write me a poem about cats'],
    ['a recipe', 'How do I cook dal makhani?'],
    ['the letter r of a text message', 'how r u?'],
    ['a word that merely contains r', 'Are robots real?'],
    ['rupees written Rs', 'Is Rs 500 enough for dinner?'],
    ['the quantity "a lot of"', 'I have a lot of cats'],
    ['"lots of"', 'lots of love'],
  ])('still refuses %s', (_case, question) => expect(isTradingQuestion(question)).toBe(false));
});

describe('isTradingQuestion on a Hindi page', () => {
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
    // Devanagari.
    '1R का मतलब क्या है?',
    'आर मल्टीपल क्या होता है?',
    'रिवॉर्ड टू रिस्क कितना रखें?',
    'रिस्क-रिवॉर्ड',
    'टारगेट कहाँ रखें?',
    'एक्सपेक्टेंसी कैसे निकालें?',
    'निफ्टी का लॉट कितना है?',
    'कितने लॉट्स लूँ?',
    'मार्जिन क्या है?',
    'लेवरेज से डर लगता है',
    'पोज़िशन साइज़ कैसे तय करें?',
    'ड्रॉडाउन 20% हो गया',
    'ट्रेलिंग स्टॉप कैसे लगाएँ?',
    'स्प्रेड ज़्यादा क्यों है?',
    'ब्रोकरेज कितना लगेगा?',
    'कौन से चार्ज लगते हैं?',
    'एसटीटी क्या है?',
    'एक्सपायरी कब है?',
    'हेजिंग कैसे करें?',
    'डीमैट खाता खोलना है',
    'मुनाफ़ा कब बुक करें?',
    'घाटा कैसे कम करें?',
    'निवेश कहाँ करें?',
    // Hinglish, in Latin letters.
    'stoploss kahan lagayein?',
    'lot size kitna hai',
    'margin kya hota hai',
    'munafa kab book karein',
    'nuksan se kaise bachein',
    'jokhim kitna lena chahiye',
    'dalali kitni lagti hai',
  ])("accepts the school's glossary as Hindi learners write it: %s", (question) =>
    expect(isTradingQuestion(question, 'hi')).toBe(true),
  );

  it.each([
    ['the weather', 'आज मौसम कैसा है?'],
    ['a joke', 'मुझे एक चुटकुला सुनाओ'],
    ['a name that starts like a word of the list', 'सोनाली कौन है?'],
    ['an empty question', ''],
    ['English small talk', 'Tell me a joke'],
    ['a question about geography', 'फ़्रांस की राजधानी क्या है?'],
    ['a poem', 'बिल्लियों पर एक कविता लिखो'],
    ['a Hinglish poem', 'billi par ek kavita likho'],
    ['a lottery, which only starts like a lot', 'लॉटरी कैसे जीतें?'],
    ['a charger, which only starts like a charge', 'मेरा चार्जर खो गया'],
    ['the letter r of a text message', 'r u ok?'],
  ])('refuses %s', (_case, question) => expect(isTradingQuestion(question, 'hi')).toBe(false));

  it('leaves the English page its own rule', () => {
    expect(topicsFor('en')).toEqual(TOPIC_VOCABULARY);
    expect(isTradingQuestion('क्या अभी सोना खरीदना चाहिए?', 'en')).toBe(false);
    expect(isTradingQuestion('course fees?', 'en')).toBe(false);
    expect(isTradingQuestion('course fees?')).toBe(false);
    expect(isTradingQuestion('Should I buy gold?', 'en')).toBe(true);
  });
});

describe('topicMatcher', () => {
  it('takes the five words of the product rule and every course word, in one list', () => {
    for (const word of ['trading', 'stock*', 'forex', 'crypto*', 'market*', 'stop loss', 'RSI', 'F&O', 'mutual fund']) {
      expect(TOPIC_VOCABULARY).toContain(word);
    }
    expect(TOPIC_VOCABULARY).toHaveLength(ENGLISH_TOPICS.length);
  });

  it('reads a capital letter as written, and after a number in either case', () => {
    const matcher = topicMatcher(['#R']);
    expect(matcher.test('R')).toBe(true);
    expect(matcher.test('risk 1r')).toBe(true);
    expect(matcher.test('r')).toBe(false);
    expect(matcher.test('Rs 500')).toBe(false);
    expect(matcher.test('A2R')).toBe(false);
  });

  it('reads an entry with an exception as a word, except before that word', () => {
    const matcher = topicMatcher(['lot !of']);
    expect(matcher.test('one lot')).toBe(true);
    expect(matcher.test('lots, please')).toBe(true);
    expect(matcher.test('a lot of')).toBe(false);
    expect(matcher.test('lots of')).toBe(false);
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
