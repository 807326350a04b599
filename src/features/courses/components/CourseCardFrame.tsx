import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BODY_PADDING, cardSx, SLOT, SLOT_GAP } from '../courseCardLayout';

const pulse = keyframes({ '50%': { opacity: 0.45 } });

/**
 * The loading card pulses as a whole, and its bars are plain spans styled by this one rule: six
 * cards of MUI Skeletons were 54 styled, separately animated components to render and restyle
 * on every visit to the list.
 */
const busyCardSx = {
  ...cardSx,
  animation: `${pulse} 1.5s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  '& [data-bar]': { display: 'block', bgcolor: 'brand.skeleton', borderRadius: '4px' },
} as const;

interface CourseCardFrameProps {
  labelledBy?: string;
  media: ReactNode;
  title: ReactNode;
  tags: ReactNode;
  description: ReactNode;
  price: ReactNode;
  action: ReactNode;
  busy?: boolean;
}

/** The card's frame, slot by slot: the course card and its loading stand-in fill the same one. */
export function CourseCardFrame({
  labelledBy,
  media,
  title,
  tags,
  description,
  price,
  action,
  busy,
}: CourseCardFrameProps) {
  return (
    <Card
      component="article"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      sx={busy ? busyCardSx : cardSx}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', width: '100%' }}>{media}</Box>
      <Stack spacing={`${SLOT_GAP}px`} sx={{ p: `${BODY_PADDING}px` }}>
        <Box sx={{ height: SLOT.title }}>{title}</Box>
        <Box sx={{ height: SLOT.tags, display: 'flex', gap: 1 }}>{tags}</Box>
        <Box sx={{ height: SLOT.description }}>{description}</Box>
        <Box sx={{ height: SLOT.price, display: 'flex', alignItems: 'baseline', gap: 1.5 }}>{price}</Box>
        <Box sx={{ height: SLOT.action }}>{action}</Box>
      </Stack>
    </Card>
  );
}
