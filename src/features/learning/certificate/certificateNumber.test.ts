/** @jest-environment node */
import { certificateNumber } from './certificateNumber';

const LEARNER = '66acc0000000000000000001';
const OTHER_LEARNER = '66acc0000000000000000002';
const COURSE = '66c0c0de0000000000000001';
const OTHER_COURSE = '66c0c0de0000000000000002';

describe('certificateNumber', () => {
  it('reads as the prefix and three groups of four unambiguous characters', () => {
    expect(certificateNumber(LEARNER, COURSE)).toMatch(
      /^TS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
  });

  it('is the same every time for the same learner and course', () => {
    const first = certificateNumber(LEARNER, COURSE);
    expect(certificateNumber(LEARNER, COURSE)).toBe(first);
    // Pinned: a change to the derivation would change every certificate already issued.
    expect(first).toBe('TS-CXSJ-NAX1-YMET');
  });

  it('differs for another learner and for another course', () => {
    const numbers = new Set([
      certificateNumber(LEARNER, COURSE),
      certificateNumber(OTHER_LEARNER, COURSE),
      certificateNumber(LEARNER, OTHER_COURSE),
      certificateNumber(OTHER_LEARNER, OTHER_COURSE),
    ]);
    expect(numbers.size).toBe(4);
  });

  it('does not mistake one pair of ids for another with the same letters', () => {
    expect(certificateNumber('ab', 'c')).not.toBe(certificateNumber('a', 'bc'));
  });

  it('spreads over many learners without a collision', () => {
    const numbers = new Set(Array.from({ length: 5000 }, (_, n) => certificateNumber(`learner-${n}`, COURSE)));
    expect(numbers.size).toBe(5000);
  });
});
