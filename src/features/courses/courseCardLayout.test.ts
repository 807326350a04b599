/** @jest-environment node */
import { COURSE_LIST } from '@/config/constants';
import { BODY_HEIGHT, BODY_PADDING, cardSx, clamp, SLOT, SLOT_GAP } from './courseCardLayout';

describe('the course card layout', () => {
  it('makes the body as tall as its slots, the gaps between them and the padding around them', () => {
    // 52 + 24 + 60 + 32 + 42 of slots, four gaps of 12 and 16 above and below.
    expect(BODY_HEIGHT).toBe(290);
    expect(BODY_HEIGHT).toBe(
      SLOT.title + SLOT.tags + SLOT.description + SLOT.price + SLOT.action + 4 * SLOT_GAP + 2 * BODY_PADDING,
    );
  });

  it('cuts text to its lines in a box of fixed height', () => {
    expect(clamp(2, SLOT.title)).toEqual({
      height: 52,
      overflow: 'hidden',
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 2,
    });
    expect(clamp(3, 60)).toMatchObject({ height: 60, WebkitLineClamp: 3 });
  });

  it("keeps the card to the list's card width, centred in its cell", () => {
    expect(cardSx).toMatchObject({
      width: '100%',
      maxWidth: COURSE_LIST.cardWidth,
      justifySelf: 'center',
      flexDirection: 'column',
    });
  });
});
