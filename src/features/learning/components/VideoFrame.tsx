import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/feedback/Spinner';
import { useTranslation } from '@/i18n';

/** The 16:9 stage the player, its loading state and its errors share, so nothing jumps. */
export function VideoFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'grey.900',
        color: 'common.white',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
}

/** Centred content (a message, a loader) inside the stage. */
export function VideoFrameMessage({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
      {children}
    </Box>
  );
}

/** The stage while its video is on the way: credentials being fetched, or the player's frame. */
export function VideoFrameLoading() {
  const { t } = useTranslation('learning');
  return (
    <VideoFrameMessage>
      <Spinner label={t('player.loading')} color="currentColor" />
    </VideoFrameMessage>
  );
}
