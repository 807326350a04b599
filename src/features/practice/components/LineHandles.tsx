import Box from '@mui/material/Box';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { Level } from './PriceChart';

const LEVELS: Level[] = ['stop', 'target'];

interface LineHandlesProps {
  /** The prices of the lines that can move, or null when none can. */
  movable: Record<Level, number> | null;
  /** Where each handle stands, px from the chart's top; a line off the chart has none. */
  handleAt: Partial<Record<Level, number>>;
  labels: Record<Level, string>;
  locale: string;
  decimals: number;
  handleLabel?: (which: Level, price: number) => string;
  onMove: (which: Level, price: number) => void;
  /** The price at a pointer's height on the page, as the chart's scale reads it. */
  priceAt: (clientY: number) => number | null;
}

/**
 * A handle on each movable line (lightweight-charts has no dragging of its own): dragged by
 * pointer, or focused and moved with the arrow keys, as a vertical slider with a name.
 */
export function LineHandles({
  movable,
  handleAt,
  labels,
  locale,
  decimals,
  handleLabel,
  onMove,
  priceAt,
}: LineHandlesProps) {
  const dragging = useRef<Level | null>(null);
  const drag = (which: Level) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      dragging.current = which;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (dragging.current !== which) return;
      const value = priceAt(event.clientY);
      if (typeof value === 'number' && value > 0) onMove(which, value);
    },
    onPointerUp: () => {
      dragging.current = null;
    },
    onPointerCancel: () => {
      dragging.current = null;
    },
    // Arrow keys move a line a tenth of a per cent of its price, Page keys one per cent.
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const at = movable?.[which];
      if (at === undefined) return;
      const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
      const by = steps[event.key];
      if (by === undefined) return;
      event.preventDefault();
      const tick = Math.max(at * 0.001, 10 ** -decimals);
      const next = Number((at + by * tick).toFixed(decimals));
      if (next > 0) onMove(which, next);
    },
  });

  if (!movable) return null;
  return (
    <>
      {LEVELS.map((which) => {
        const y = handleAt[which];
        return y === undefined ? null : (
          <Box
            key={which}
            role="slider"
            tabIndex={0}
            aria-orientation="vertical"
            aria-label={handleLabel ? handleLabel(which, movable[which]) : labels[which]}
            aria-valuenow={movable[which]}
            aria-valuetext={new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(movable[which])}
            data-testid={`drag-${which}`}
            {...drag(which)}
            sx={{
              position: 'absolute',
              left: 8,
              top: y,
              transform: 'translateY(-50%)',
              zIndex: 3,
              px: 1,
              minHeight: 28,
              display: 'flex',
              alignItems: 'center',
              borderRadius: 14,
              cursor: 'ns-resize',
              touchAction: 'none',
              userSelect: 'none',
              typography: 'caption',
              fontWeight: 600,
              color: which === 'stop' ? 'error.contrastText' : 'success.contrastText',
              bgcolor: which === 'stop' ? 'error.main' : 'success.main',
              boxShadow: 1,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
            }}
          >
            {'\u21d5 '}
            {labels[which]}
          </Box>
        );
      })}
    </>
  );
}
