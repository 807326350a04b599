import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { THUMBNAIL_SIZE } from '../courseMedia';

interface CourseImageProps {
  src: string | undefined | null;
  alt: string;
  sx?: SxProps<Theme>;
  /** Above the fold images load at once. */
  eager?: boolean;
  /** The page's largest paint: loads at once and ahead of the other images. */
  priority?: boolean;
}

const boxSx = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
} as const;

/**
 * A course picture in a 16:9 box that never changes size. A course without a picture, or whose
 * picture fails to load, gets a drawn one from the theme's brand colours (a chart line on the dark
 * green of the page heroes), so it sits as well in the dark scheme as in the light one; a bitmap
 * placeholder was a white block at night.
 */
export function CourseImage({ src, alt, sx, eager, priority }: CourseImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src?.trim() || '';
  const extraSx = Array.isArray(sx) ? sx : [sx];
  if (!wanted || failed === wanted) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={[
          {
            ...boxSx,
            position: 'relative',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'brand.surface',
            color: 'brand.accent',
            // A faint grid, as on a chart, in the rule colour of the brand surface.
            backgroundImage: (theme) =>
              `linear-gradient(135deg, transparent 40%, ${theme.vars.palette.brand.surfaceAlt}),` +
              `repeating-linear-gradient(0deg, ${theme.vars.palette.brand.onSurfaceDivider} 0 1px, transparent 1px 25%),` +
              `repeating-linear-gradient(90deg, ${theme.vars.palette.brand.onSurfaceDivider} 0 1px, transparent 1px 12.5%)`,
          },
          ...extraSx,
        ]}
      >
        <ShowChartIcon aria-hidden sx={{ width: '30%', height: 'auto', maxHeight: '60%' }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={wanted}
      alt={alt}
      width={THUMBNAIL_SIZE.width}
      height={THUMBNAIL_SIZE.height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(wanted)}
      sx={[{ ...boxSx, objectFit: 'cover', bgcolor: 'brand.tint' }, ...extraSx]}
    />
  );
}
