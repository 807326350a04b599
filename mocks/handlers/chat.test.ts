/** @jest-environment node */
import { cannedAnswer, NOT_ADVICE } from './chat';

describe('the demo model', () => {
  it('answers in English by keyword', () => {
    expect(cannedAnswer('How do I trade gold?')).toMatch(/^\*\*Gold\*\*/);
    expect(cannedAnswer('What is the best way to learn?')).toMatch(/^\*\*Trading\*\*/);
  });

  it("explains the school's core terms, in English and in Hindi", () => {
    const hindiPage = 'Answer in simple Hindi in Devanagari script.';
    expect(cannedAnswer('What is a stop loss?')).toMatch(/^A \*\*stop loss\*\* is an order/);
    expect(cannedAnswer('स्टॉप-लॉस क्या होता है?')).toMatch(/^\*\*स्टॉप-लॉस\*\* एक ऑर्डर है/);
    expect(cannedAnswer('What is RSI?')).toMatch(/Relative Strength Index/);
    expect(cannedAnswer('What is RSI?', hindiPage)).toMatch(/रिलेटिव स्ट्रेंथ इंडेक्स/);
    expect(cannedAnswer('What is support and resistance?')).toMatch(/^\*\*Support\*\* is a price area/);
    expect(cannedAnswer('सपोर्ट क्या है?')).toMatch(/^\*\*सपोर्ट\*\*/);
    expect(cannedAnswer('What is F&O?')).toMatch(/futures and options/);
    expect(cannedAnswer('F&O क्या है?')).toMatch(/फ्यूचर्स और ऑप्शंस/);
    expect(cannedAnswer('How does a SIP work?')).toMatch(/systematic investment plan/);
    expect(cannedAnswer('SIP क्या है?')).toMatch(/सिस्टेमैटिक इन्वेस्टमेंट प्लान/);
  });

  it('explains R, reward-to-risk and expectancy, in English and in Hindi', () => {
    const hindiPage = 'Answer in simple Hindi in Devanagari script.';
    expect(cannedAnswer('What does 1R mean?')).toMatch(/^In the school's lessons \*\*R\*\* is what you risk/);
    expect(cannedAnswer('What is an R-multiple?')).toMatch(/\*\*R\*\* is what you risk/);
    expect(cannedAnswer('What does 1R mean?', hindiPage)).toMatch(/^स्कूल के लेसन में \*\*R\*\*/);
    expect(cannedAnswer('आर मल्टीपल क्या है?')).toMatch(/^स्कूल के लेसन में \*\*R\*\*/);
    expect(cannedAnswer('What is reward-to-risk?')).toMatch(/^\*\*Reward-to-risk\*\*/);
    expect(cannedAnswer('risk reward ratio?')).toMatch(/^\*\*Reward-to-risk\*\*/);
    expect(cannedAnswer('रिवॉर्ड टू रिस्क क्या है?')).toMatch(/^\*\*रिवॉर्ड-टू-रिस्क\*\*/);
    expect(cannedAnswer('What is expectancy?')).toMatch(/^\*\*Expectancy\*\*.*\+0\.2R/s);
    expect(cannedAnswer('एक्सपेक्टेंसी क्या है?')).toMatch(/^\*\*एक्सपेक्टेंसी\*\*/);
    // A word that merely has an r in it is not R.
    expect(cannedAnswer('How do I read a chart?')).not.toMatch(/\*\*R\*\*/);
  });

  it('ends every answer about a buy or sell decision with the not-advice line, in either language', () => {
    expect(cannedAnswer('Should I buy Reliance shares tomorrow?').endsWith(NOT_ADVICE.en)).toBe(true);
    expect(cannedAnswer('Should I sell my gold?').endsWith(`\n\n${NOT_ADVICE.en}`)).toBe(true);
    expect(cannedAnswer('क्या मुझे कल रिलायंस के शेयर खरीदने चाहिए?').endsWith(NOT_ADVICE.hi)).toBe(true);
    expect(cannedAnswer('What is a candlestick?')).not.toContain(NOT_ADVICE.en);
  });

  it('answers in Hindi when the instruction asks for Hindi or the learner writes in Devanagari', () => {
    const hindiPage = 'Answer in simple Hindi in Devanagari script.';
    expect(cannedAnswer('How do I trade gold?', hindiPage)).toMatch(/^\*\*गोल्ड\*\*/);
    expect(cannedAnswer('सोने में ट्रेड कैसे करें?')).toMatch(/^\*\*गोल्ड\*\*/);
    expect(cannedAnswer('निफ्टी कब खरीदें?')).toMatch(/^कोई \*\*शेयर\*\*/);
    expect(cannedAnswer('ट्रेडिंग कैसे सीखें?')).toMatch(/^\*\*ट्रेडिंग\*\*/);
  });
});
