import Box from '@mui/material/Box';

/** Material's star, drawn in a 24-unit square. */
const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_PX = 18;

const rowSx = { display: 'block', width: '100%', height: '100%' } as const;

function Stars({ count }: { count: number }) {
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${24 * count} 24`}
      preserveAspectRatio="xMinYMid meet"
      aria-hidden
      focusable="false"
      sx={rowSx}
    >
      {Array.from({ length: count }, (_, i) => (
        <path key={i} d={STAR} transform={`translate(${24 * i} 0)`} fill="currentColor" />
      ))}
    </Box>
  );
}

interface StarRatingProps {
  value: number;
  max: number;
  /** Said to screen readers; without it the stars are decoration beside a figure in words. */
  label?: string;
}

/**
 * Stars for a rating that is only shown, filled to the tenth: a row of grey stars under a row of
 * gold ones cut to the value. Two small SVGs, where MUI's read-only Rating draws an icon for every
 * tenth of every star (fifty) to show a fraction.
 */
export function StarRating({ value, max, label }: StarRatingProps) {
  // A percentage to a tenth, so 4.4 of 5 is 88%, not 88.00000000000001%.
  const filled = Math.round(Math.min(Math.max(value / max, 0), 1) * 1000) / 10;
  return (
    <Box
      component="span"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{
        position: 'relative',
        display: 'inline-block',
        flex: 'none',
        width: STAR_PX * max,
        height: STAR_PX,
        color: 'action.disabled',
      }}
    >
      <Stars count={max} />
      {/* Inline, not sx: a width per value would be a CSS class per value. */}
      <Box
        component="span"
        sx={{ position: 'absolute', inset: 0, overflow: 'hidden', color: 'brand.star' }}
        style={{ width: `${filled}%` }}
      >
        <Box component="span" sx={{ display: 'block', width: STAR_PX * max, height: STAR_PX }}>
          <Stars count={max} />
        </Box>
      </Box>
    </Box>
  );
}
