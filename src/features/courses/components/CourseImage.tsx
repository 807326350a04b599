import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { FALLBACK_THUMBNAIL, THUMBNAIL_SIZE } from '../courseMedia';

interface CourseImageProps {
  src: string | undefined | null;
  alt: string;
  sx?: SxProps<Theme>;
  /** Above the fold images load at once. */
  eager?: boolean;
  /** The page's largest paint: loads at once and ahead of the other images. */
  priority?: boolean;
}

/** A course picture in a 16:9 box that never changes size; missing or broken images show the fallback. */
export function CourseImage({ src, alt, sx, eager, priority }: CourseImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src?.trim() || '';
  const shown = !wanted || failed === wanted ? FALLBACK_THUMBNAIL : wanted;
  return (
    <Box
      component="img"
      src={shown}
      alt={alt}
      width={THUMBNAIL_SIZE.width}
      height={THUMBNAIL_SIZE.height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (shown !== FALLBACK_THUMBNAIL) setFailed(wanted);
      }}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          bgcolor: 'brand.tint',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
