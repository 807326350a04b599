import { chatRequest, GROUNDED_INSTRUCTION } from './api';
import { MAX_PASSAGE_LENGTH, MAX_PASSAGES, MAX_PASSAGES_LENGTH, passagesToSend, type Passage } from './grounding';

const passage = (text: string, n = 1): Passage => ({
  text,
  chapter: 2,
  lesson: n,
  seconds: 4 * n,
  href: `/course-viewer/c?lesson=2-${n}&t=${4 * n}`,
});

describe('what a question sends of the course', () => {
  it('sends the best few passages, each cut at a word, within one limit for all', () => {
    const long = `${'risk '.repeat(100)}end`;
    const sent = passagesToSend(Array.from({ length: 10 }, (_v, i) => passage(long, i + 1)));
    expect(sent.length).toBeLessThanOrEqual(MAX_PASSAGES);
    expect(sent.every(({ text }) => text.length <= MAX_PASSAGE_LENGTH && text.endsWith('risk…'))).toBe(true);
    expect(sent.reduce((sum, { text }) => sum + text.length, 0)).toBeLessThanOrEqual(MAX_PASSAGES_LENGTH);
    // Best first: the order of what was found.
    expect(sent.map(({ lesson }) => lesson)).toEqual([1, 2, 3]);
  });

  it('numbers each passage with its lesson and moment in the instruction, the question apart', () => {
    const { body } = chatRequest('What is a seed phrase?', 'https://model.example/llm', '', 'hi', {
      passages: [passage('Keep the seed phrase on paper, offline.')],
    }) as { body: { systemInstruction: { parts: { text: string }[] }; contents: { parts: { text: string }[] }[] } };
    const instruction = body.systemInstruction.parts[0]?.text ?? '';
    expect(instruction).toContain(GROUNDED_INSTRUCTION);
    expect(instruction).toContain('Hindi');
    expect(instruction).toMatch(/\n\[1\] \(lesson 2\.1 at 0:04\) Keep the seed phrase on paper, offline\.$/);
    expect(body.contents).toEqual([{ role: 'user', parts: [{ text: 'What is a seed phrase?' }] }]);
  });

  it('asks as before where the page has no course to answer from', () => {
    const { body } = chatRequest('What is RSI?', 'https://model.example/llm', '') as {
      body: { systemInstruction: { parts: { text: string }[] } };
    };
    expect(body.systemInstruction.parts[0]?.text).not.toContain('Passages:');
  });
});
