import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SCROLL_ANIMATION } from '@/config/constants';
import { useReveal } from './useReveal';

export interface RevealProps {
  children: ReactNode;
  /** Defaults: the site's scroll animation (SCROLL_ANIMATION). */
  durationMs?: number;
  offset?: number;
  once?: boolean;
  delayMs?: number;
  component?: BoxProps['component'];
  sx?: BoxProps['sx'];
}

/** Fades its content up into place when it scrolls into view (no motion under reduced motion). */
export function Reveal({
  children,
  durationMs = SCROLL_ANIMATION.durationMs,
  offset = SCROLL_ANIMATION.offset,
  once = SCROLL_ANIMATION.once,
  delayMs = 0,
  component = 'div',
  sx,
}: RevealProps) {
  const { ref, shown, animated } = useReveal<HTMLDivElement>({ offset, once });
  return (
    <Box
      ref={ref}
      component={component}
      data-revealed={shown}
      // Inline, not sx: as classes, every delay and state would be one more style to compile and
      // insert as the learner scrolls.
      style={
        animated
          ? {
              opacity: shown ? 1 : 0,
              transform: shown ? 'none' : 'translateY(24px)',
              // Only the way in is animated: hiding (out of sight, see useReveal) is instant.
              transition: shown
                ? `opacity ${durationMs}ms ease ${delayMs}ms, transform ${durationMs}ms ease ${delayMs}ms`
                : 'none',
            }
          : undefined
      }
      sx={sx}
    >
      {children}
    </Box>
  );
}
