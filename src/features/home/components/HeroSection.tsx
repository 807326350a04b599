import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NewTabNote } from '@/components/a11y/VisuallyHidden';
import { HeroBackdrop } from '@/components/layout/HeroBackdrop';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Link as RouterLink, useTranslation } from '@/i18n';

/** The first screen: the invitation, Explore now, the messaging-app chat link. */
export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{ position: 'relative', overflow: 'hidden', bgcolor: 'brand.surface', color: 'brand.onSurface' }}
    >
      <HeroBackdrop shade="side" />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 8, md: 14 } }}>
        <Box sx={{ maxWidth: 640 }}>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'brand.accent', fontWeight: 700, letterSpacing: 2 }}
          >
            {t('hero.tagline')}
          </Typography>
          <Typography id="home-hero-title" variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3.2rem' }, mb: 2 }}>
            {t('hero.title', { site: site.name })}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'brand.onSurfaceMuted', mb: 4 }}>
            {t('hero.lead')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Button
              component={RouterLink}
              to={paths.courses}
              variant="contained"
              color="secondary"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              {t('hero.explore')}
            </Button>
            <Button
              href={env.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="large"
              startIcon={<WhatsAppIcon />}
              sx={{
                color: 'brand.onSurface',
                borderColor: 'brand.onSurfaceMuted',
                '&:hover': { borderColor: 'brand.onSurface' },
              }}
            >
              {t('hero.whatsapp')}
              <NewTabNote />
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
