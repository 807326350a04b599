import { cannedAnswer } from './chat';

describe('the demo model', () => {
  it('answers in English by keyword', () => {
    expect(cannedAnswer('How do I trade gold?')).toMatch(/^\*\*Gold\*\*/);
    expect(cannedAnswer('What is RSI?')).toMatch(/^\*\*Trading\*\*/);
  });

  it('answers in Hindi when the instruction asks for Hindi or the learner writes in Devanagari', () => {
    const hindiPage = 'Answer in simple Hindi in Devanagari script.';
    expect(cannedAnswer('How do I trade gold?', hindiPage)).toMatch(/^\*\*गोल्ड\*\*/);
    expect(cannedAnswer('सोने में ट्रेड कैसे करें?')).toMatch(/^\*\*गोल्ड\*\*/);
    expect(cannedAnswer('निफ्टी कब खरीदें?')).toMatch(/^कोई \*\*शेयर\*\*/);
    expect(cannedAnswer('RSI क्या है?')).toMatch(/^\*\*ट्रेडिंग\*\*/);
  });
});
