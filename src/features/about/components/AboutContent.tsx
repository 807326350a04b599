import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Reveal } from '@/components/motion/Reveal';
import { site } from '@/config/site';
import { useTranslation } from '@/i18n';
import { ABOUT_VIDEOS, mentor, MENTOR_IMAGE } from '../content';
import { VideoFacade } from './VideoFacade';

/** /about, 'Who We Are': the mentor and three of his talks. */
export function AboutContent() {
  const { t } = useTranslation('about');
  const person = useMemo(() => mentor(t), [t]);
  return (
    <>
      <Box component="section" aria-labelledby="about-title" sx={{ bgcolor: 'brand.tint', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 5 }} sx={{ textAlign: 'center' }}>
              <Box
                component="img"
                src={MENTOR_IMAGE.src}
                width={MENTOR_IMAGE.width}
                height={MENTOR_IMAGE.height}
                alt={t('portraitAlt', { name: person.name })}
                // The page's largest paint.
                fetchPriority="high"
                sx={{ width: '100%', maxWidth: { xs: 280, md: 400 }, height: 'auto' }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography id="about-title" variant="h1" sx={{ mb: 1 }}>
                {t('title')}
              </Typography>
              <Typography variant="h2" sx={{ fontSize: '1.35rem', color: 'primary.dark', mb: 0.5 }}>
                {person.name}
              </Typography>
              <Typography color="text.secondary" sx={{ fontWeight: 600, mb: 2.5 }}>
                {person.role}
              </Typography>
              {person.bio.map((paragraph) => (
                <Typography key={paragraph.slice(0, 24)} sx={{ mb: 2 }}>
                  {paragraph}
                </Typography>
              ))}
            </Grid>
          </Grid>
        </Container>
      </Box>
      <Box component="section" aria-labelledby="about-videos-title" sx={{ py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography id="about-videos-title" variant="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
            {t('videos.title', { name: person.firstName })}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: 4 }}>
            {t('videos.intro', { site: site.name })}
          </Typography>
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {ABOUT_VIDEOS.map((video, index) => {
              const title = t(`videos.items.${video.talk}`);
              return (
                <Grid key={video.id} size={{ xs: 12, md: 4 }} component="li">
                  <Reveal delayMs={index * 100}>
                    <VideoFacade video={video} title={title} />
                    <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 1.5 }}>
                      {title}
                    </Typography>
                  </Reveal>
                </Grid>
              );
            })}
          </Grid>
        </Container>
      </Box>
    </>
  );
}
