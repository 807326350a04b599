import { COURSE_LIST } from '@/config/constants';

/** The course card's fixed geometry: its slots, their gaps and the styles that hold them to it. */

/**
 * Every slot of the card has a fixed height, and the skeleton card uses the same slots, so the
 * grid does not move when the courses replace the skeletons (CLS 0).
 */
export const SLOT = {
  title: 52,
  tags: 24,
  description: 60,
  price: 32,
  action: 42,
} as const;

/** Padding around the slots and the gaps between them (px): the card's body is a fixed height. */
export const BODY_PADDING = 16;
export const SLOT_GAP = 12;
export const BODY_HEIGHT =
  Object.values(SLOT).reduce((sum, height) => sum + height, 0) +
  SLOT_GAP * (Object.keys(SLOT).length - 1) +
  2 * BODY_PADDING;

/** Text cut to `lines` lines in a box `height` px tall. */
export const clamp = (lines: number, height: number) =>
  ({
    height,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
  }) as const;

export const cardSx = {
  width: '100%',
  maxWidth: COURSE_LIST.cardWidth,
  justifySelf: 'center',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
} as const;
