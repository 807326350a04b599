/**
 * The rules of the learner's records, as the site applies them (the demo API's tests hold it to the
 * same ones): what each kind may hold, and which of two versions each kind keeps.
 *
 * @jest-environment node
 */
import type { LearnerRecord } from '@/store/models';
import { BAD_RECORDS, FSRS_STATE, paddedRecordJson, VALID_RECORDS } from '@/test/learnerRecords';
import { resolveRecord, sameValue } from './resolve';
import { validRecord } from './rules';

const at = (iso: string) => ({ updatedAt: iso });
const version = (base: LearnerRecord, updatedAt: string, data?: Record<string, unknown>): LearnerRecord => ({
  ...base,
  ...at(updatedAt),
  ...(data ? { data: { ...base.data, ...data } } : {}),
});

describe('the check of a learner record', () => {
  it.each(Object.entries(VALID_RECORDS))('accepts a %s record of the right shape', (_kind, record) => {
    expect(validRecord(record)).toEqual(record);
  });

  it.each(BAD_RECORDS)('refuses %s', (_name, record) => {
    expect(validRecord(record)).toBeNull();
  });

  it('keeps only the fields a kind names, so nothing else travels or is stored', () => {
    const padded = { ...VALID_RECORDS.note, extra: 'x', data: { ...VALID_RECORDS.note.data, html: '<b>x</b>' } };
    expect(validRecord(padded)).toEqual(VALID_RECORDS.note);
  });

  it.each(Object.keys(VALID_RECORDS) as LearnerRecord['kind'][])(
    'rebuilds a %s record from the fields it names at every level, `__proto__` and `constructor` keys dropped',
    (kind) => {
      const kept = validRecord(JSON.parse(paddedRecordJson(kind)));
      expect(kept).toEqual(VALID_RECORDS[kind]);
      expect(Object.getPrototypeOf(kept?.data)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    },
  );

  it('reads only a record’s own fields, none from its prototype', () => {
    expect(validRecord(Object.create(VALID_RECORDS.note))).toBeNull();
    const data = Object.create(VALID_RECORDS.note.data ?? null) as Record<string, unknown>;
    expect(validRecord({ ...VALID_RECORDS.note, data })).toBeNull();
  });

  it('writes every date as an instant, so two are compared by time, not by their text', () => {
    const record = version(VALID_RECORDS.lesson, '2026-05-01T15:30:00+05:30', {
      completedAt: 'Tue, 1 Jan 1980 00:00:00 GMT',
    });
    expect(validRecord(record)).toMatchObject({
      updatedAt: '2026-05-01T10:00:00.000Z',
      data: { completedAt: '1980-01-01T00:00:00.000Z' },
    });
    const card = version(VALID_RECORDS.card, '2026-05-01T10:00:00.000Z', {
      due: 'Mon, 04 May 2026 10:00:00 GMT',
      fsrs: { ...FSRS_STATE, due: 'Mon, 04 May 2026 10:00:00 GMT', last_review: '2026-05-01T15:30:00+05:30' },
    });
    expect(validRecord(card)?.data).toEqual(VALID_RECORDS.card.data);
    const trade = version(VALID_RECORDS.trade, '2026-05-01T10:00:00.000Z', { closedAt: '2026-05-01T15:30:00+05:30' });
    expect(validRecord(trade)?.data).toEqual(VALID_RECORDS.trade.data);
  });
});

describe("each kind's conflict rule", () => {
  const earlier = '2026-05-01T10:00:00.000Z';
  const later = '2026-05-02T10:00:00.000Z';

  it.each(['lesson', 'position', 'resume', 'note', 'settings'] as const)(
    'keeps the later write of a %s record, whichever arrives first, and a tie keeps the one kept',
    (kind) => {
      const older = version(VALID_RECORDS[kind], earlier);
      const newer = version(VALID_RECORDS[kind], later);
      expect(resolveRecord(older, newer)).toBe(newer);
      expect(resolveRecord(newer, older)).toBe(newer);
      const again = { ...older };
      expect(resolveRecord(older, again)).toBe(older);
    },
  );

  it('lets a later deletion win, and a later write win over the deletion', () => {
    const note = version(VALID_RECORDS.note, earlier);
    const tombstone: LearnerRecord = { ...note, updatedAt: later, data: undefined, deleted: true };
    expect(resolveRecord(note, tombstone)).toBe(tombstone);
    const writtenAgain = version(VALID_RECORDS.note, '2026-05-03T10:00:00.000Z');
    expect(resolveRecord(tombstone, writtenAgain)).toBe(writtenAgain);
  });

  describe('the time a version counts at: never later than the server received it', () => {
    const noon = '2026-05-01T12:00:00.000Z';
    /** A note the server received at noon from a device whose clock was 23 hours fast. */
    const fast = { ...version(VALID_RECORDS.note, '2026-05-02T11:00:00.000Z', { text: 'fast' }), receivedAt: noon };

    it('keeps an edit made after the version of a fast clock reached the server, whichever arrives first', () => {
      const edit = {
        ...version(VALID_RECORDS.note, '2026-05-01T12:05:00.000Z', { text: 'edit' }),
        receivedAt: '2026-05-01T12:05:00.000Z',
      };
      expect(resolveRecord(fast, edit)).toBe(edit);
      expect(resolveRecord(edit, fast)).toBe(edit);
    });

    it('counts a version the server has not received yet at its own time, as the server will', () => {
      const madeHereAfter = version(VALID_RECORDS.note, '2026-05-01T12:01:00.000Z', { text: 'here' });
      const madeHereBefore = version(VALID_RECORDS.note, '2026-05-01T11:59:00.000Z', { text: 'here' });
      expect(resolveRecord(fast, madeHereAfter)).toBe(madeHereAfter);
      expect(resolveRecord(fast, madeHereBefore)).toBe(fast);
    });

    it('counts a review card’s last review the same way', () => {
      const card = (lastReview: string, receivedAt: string) => ({
        ...version(VALID_RECORDS.card, lastReview, { fsrs: { ...FSRS_STATE, last_review: lastReview } }),
        receivedAt,
      });
      const fastReview = card('2026-05-02T11:00:00.000Z', noon);
      const laterReview = card('2026-05-01T13:00:00.000Z', '2026-05-01T13:00:00.000Z');
      expect(resolveRecord(fastReview, laterReview)).toBe(laterReview);
    });

    it('changes nothing when the same version comes back, received again later', () => {
      expect(resolveRecord(fast, { ...fast, receivedAt: '2026-05-01T18:00:00.000Z' })).toBe(fast);
    });
  });

  it("keeps a quiz's higher best, whenever either was written", () => {
    const high = version(VALID_RECORDS.quiz, earlier, { best: 90 });
    const lowLater = version(VALID_RECORDS.quiz, later, { best: 60 });
    expect(resolveRecord(high, lowLater)).toBe(high);
    expect(resolveRecord(lowLater, high)).toBe(high);
  });

  it("keeps a day's higher count: a day active on either device stays active", () => {
    const laptop = version(VALID_RECORDS.day, later, { count: 3 });
    const phone = version(VALID_RECORDS.day, earlier, { count: 5 });
    expect(resolveRecord(laptop, phone)).toBe(phone);
    expect(resolveRecord(phone, laptop)).toBe(phone);
  });

  it('keeps the card reviewed last, then the one reviewed more often, then the later change', () => {
    const card = (lastReview: string | undefined, reps: number, updatedAt: string) =>
      version(VALID_RECORDS.card, updatedAt, {
        fsrs: lastReview === undefined ? null : { ...FSRS_STATE, last_review: lastReview, reps },
      });
    const reviewedLater = card('2026-05-03T10:00:00.000Z', 1, earlier);
    const reviewedEarlierChangedLater = card('2026-05-02T10:00:00.000Z', 4, later);
    expect(resolveRecord(reviewedEarlierChangedLater, reviewedLater)).toBe(reviewedLater);
    expect(resolveRecord(card(undefined, 0, later), reviewedLater)).toBe(reviewedLater);
    const moreReviews = card('2026-05-03T10:00:00.000Z', 2, earlier);
    expect(resolveRecord(reviewedLater, moreReviews)).toBe(moreReviews);
    // The same reviews, due sooner on one device (a question missed again): the later change.
    const dueSooner = version(reviewedLater, later, { due: '2026-05-02T00:00:00.000Z' });
    expect(resolveRecord(reviewedLater, dueSooner)).toBe(dueSooner);
  });

  it("never changes a closed trade's result; the learner's words about it are the later version's", () => {
    const closed = version(VALID_RECORDS.trade, earlier, { feeling: '' });
    const tampered = version(VALID_RECORDS.trade, later, { exit: 999, net: 9999, r: 40, feeling: 'greedy' });
    const kept = resolveRecord(closed, tampered);
    expect(kept.data).toMatchObject({ exit: 110, net: 18.5, r: 2, feeling: 'greedy' });
    expect(kept.updatedAt).toBe(later);
    // An older version of the words changes nothing.
    expect(resolveRecord(kept, closed)).toBe(kept);
  });

  it('tells two versions of the same value apart from two different ones, whatever their times', () => {
    const a = version(VALID_RECORDS.note, earlier);
    expect(sameValue(a, version(VALID_RECORDS.note, later))).toBe(true);
    expect(sameValue(a, version(VALID_RECORDS.note, earlier, { text: 'other' }))).toBe(false);
    expect(sameValue(a, { ...a, data: undefined, deleted: true })).toBe(false);
  });
});
