import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { THUMBNAIL_SIZE } from '../courseMedia';
import { CourseImage } from './CourseImage';

interface IntroVideoProps {
  title: string;
  thumbnail: string;
  videoUrl: string;
}

/** The intro video stays behind a play button over the thumbnail until asked for (no download before). */
export function IntroVideo({ title, thumbnail, videoUrl }: IntroVideoProps) {
  const { t } = useTranslation('courses');
  const [playing, setPlaying] = useState(false);
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        width: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'brand.mediaBackdrop',
      }}
    >
      {playing && videoUrl ? (
        <Box
          component="video"
          // The play button is gone: the keyboard continues on the player.
          ref={(node: HTMLVideoElement | null) => node?.focus()}
          src={videoUrl}
          controls
          autoPlay
          playsInline
          aria-label={t('intro.video', { title })}
          width={THUMBNAIL_SIZE.width}
          height={THUMBNAIL_SIZE.height}
          sx={{ display: 'block', width: '100%', height: '100%' }}
        >
          {t('intro.unsupported')}
        </Box>
      ) : (
        <>
          <CourseImage src={thumbnail} alt={t('intro.image', { title })} priority sx={{ height: '100%' }} />
          {videoUrl && (
            <IconButton
              onClick={() => setPlaying(true)}
              aria-label={t('intro.play')}
              sx={{
                position: 'absolute',
                top: '50%',
                left: '50%',
                transform: 'translate(-50%, -50%)',
                width: 72,
                height: 72,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                boxShadow: 3,
                '&:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <PlayArrowIcon sx={{ fontSize: 40 }} />
            </IconButton>
          )}
        </>
      )}
    </Box>
  );
}
