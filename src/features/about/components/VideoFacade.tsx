import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { EMBED_BASE_URL, type AboutVideo } from '../content';

const frameSx = { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 } as const;

/**
 * A poster and a play button that becomes the embedded player only when pressed: the video host
 * (and its cookies and scripts) stays away until the learner asks for it.
 */
export function VideoFacade({ video, title }: { video: AboutVideo; title: string }) {
  const { t } = useTranslation('about');
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button the keyboard was on is gone: carry focus into the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'brand.mediaBackdrop',
      }}
    >
      {playing ? (
        <Box
          component="iframe"
          ref={frame}
          src={`${EMBED_BASE_URL}${encodeURIComponent(video.id)}?autoplay=1&rel=0`}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          sx={frameSx}
        />
      ) : (
        <ButtonBase
          onClick={() => setPlaying(true)}
          aria-label={t('videos.play', { title })}
          sx={{ ...frameSx, display: 'block' }}
        >
          <Box
            component="img"
            src={video.poster}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 68,
              height: 68,
              borderRadius: '50%',
              bgcolor: 'brand.surfaceScrolled',
              color: 'brand.onSurface',
              display: 'grid',
              placeItems: 'center',
              boxShadow: 4,
            }}
          >
            <PlayArrowIcon sx={{ fontSize: 40 }} />
          </Box>
        </ButtonBase>
      )}
    </Box>
  );
}
