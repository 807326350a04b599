import { BODY_HEIGHT, cardSx } from '../courseCardLayout';

/**
 * A blank the size and outline of a card, for the moment before the cards render. A list of them
 * is plain elements styled by this one rule on their grid, so it costs next to nothing to render.
 */
export const cardBlankRule = {
  '& > [data-card-blank]': {
    ...cardSx,
    border: 1,
    borderColor: 'brand.border',
    borderRadius: 1,
    bgcolor: 'background.paper',
    pb: `${BODY_HEIGHT}px`,
    '& > div': { aspectRatio: '16 / 9' },
  },
} as const;

export function CourseCardBlank() {
  return (
    <div data-card-blank>
      <div />
    </div>
  );
}
