import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Reveal } from '@/components/motion/Reveal';
import { SCROLL_ANIMATION } from '@/config/constants';
import { useTranslation } from '@/i18n';
import { paintWhenNear } from '@/theme/offscreen';
import { KNOWLEDGE_VIDEO } from '../content';
import { SectionHeading } from './SectionHeading';

/** 'Knowledge at Your Fingertips': only the poster loads until the learner presses play. */
export function KnowledgeVideo() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-video-title"
      sx={[{ py: { xs: 6, md: 9 }, bgcolor: 'brand.tint' }, paintWhenNear({ xs: 480, md: 750 })]}
    >
      <Container maxWidth="md">
        <SectionHeading id="home-video-title" title={t('video.title')} subtitle={t('video.subtitle')} />
        <Reveal delayMs={SCROLL_ANIMATION.videoDelay} offset={SCROLL_ANIMATION.videoOffset}>
          {/* The clip has no sound track, so there are no captions; the subtitle above describes it. */}
          <Box
            component="video"
            controls
            preload="none"
            playsInline
            poster={KNOWLEDGE_VIDEO.poster}
            width={KNOWLEDGE_VIDEO.width}
            height={KNOWLEDGE_VIDEO.height}
            aria-labelledby="home-video-title"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              borderRadius: 3,
              bgcolor: 'brand.mediaBackdrop',
              boxShadow: 3,
            }}
          >
            <source src={KNOWLEDGE_VIDEO.src} type="video/mp4" />
            {t('video.unsupported')}
          </Box>
        </Reveal>
      </Container>
    </Box>
  );
}
