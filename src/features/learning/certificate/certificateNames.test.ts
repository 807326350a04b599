/** @jest-environment node */
import { courseName, learnerName } from './certificateNames';

const named = (title: string, courseTitle = '', name = '') => ({ title, courseTitle, name });

describe('courseName', () => {
  it('takes the title, capitalising each word', () => {
    expect(courseName(named('nifty options trading', 'Other', 'Another'), 'Untitled')).toBe('Nifty Options Trading');
  });

  it('falls back to the course title, then the name, when the one before is blank', () => {
    expect(courseName(named('  ', 'bank nifty basics', 'ignored'), 'Untitled')).toBe('Bank Nifty Basics');
    expect(courseName(named('', ' ', 'gold and silver '), 'Untitled')).toBe('Gold And Silver');
  });

  it("uses the catalogue's stand-in when the course has no name at all", () => {
    expect(courseName(named('', '', ''), 'untitled course')).toBe('Untitled Course');
  });

  it('copes with fields the API left out', () => {
    const sparse = { title: undefined, courseTitle: null, name: 'crypto' } as unknown as Parameters<
      typeof courseName
    >[0];
    expect(courseName(sparse, 'Untitled')).toBe('Crypto');
  });

  it('capitalises letters of any script and leaves the rest of each word alone', () => {
    expect(courseName(named('शेयर बाज़ार mACD'), 'Untitled')).toBe('शेयर बाज़ार MACD');
  });
});

describe('learnerName', () => {
  it("shows the learner's name with each word capitalised", () => {
    expect(learnerName('priya sharma', 'Learner')).toBe('Priya Sharma');
  });

  it('cleans the name: breaks and runs of spaces become one space, bidirectional overrides go', () => {
    expect(learnerName('  ravi\n\tkumar \u202Eexe  ', 'Learner')).toBe('Ravi Kumar Exe');
  });

  it('uses the stand-in when there is no name, or nothing of it is left', () => {
    expect(learnerName(undefined, 'Learner')).toBe('Learner');
    expect(learnerName(null, 'Learner')).toBe('Learner');
    expect(learnerName(' \u202E\u0000 ', 'learner')).toBe('Learner');
  });
});
