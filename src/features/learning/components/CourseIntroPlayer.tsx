import { useTheme } from '@mui/material/styles';
import { useTranslation } from '@/i18n';
import { tokens } from '@/theme/components';
import { VideoFrame } from './VideoFrame';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/** The course's free intro video (a plain file, not DRM), for a course without chapters. */
export function CourseIntroPlayer({ src, poster }: { src: string; poster?: string }) {
  const { t } = useTranslation('learning');
  const theme = useTheme();
  return (
    <VideoFrame>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the school's intro videos have no captions. */}
      <video
        aria-label={t('player.introVideo')}
        controls
        playsInline
        preload="metadata"
        src={src}
        poster={poster || undefined}
        style={{ ...fill, background: tokens(theme).brand.mediaBackdrop }}
      >
        {t('player.noVideoTag')}
      </video>
    </VideoFrame>
  );
}
