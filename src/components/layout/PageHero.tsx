import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HeroBackdrop } from './HeroBackdrop';

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** The chart art behind the words: for a page whose own content comes late (the course list). */
  backdrop?: boolean;
}

/** The green banner that opens a content page: its h1 and an optional line below. */
export function PageHero({ title, subtitle, backdrop = false }: PageHeroProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'brand.surface',
        color: 'brand.onSurface',
        textAlign: 'center',
      }}
    >
      {backdrop && <HeroBackdrop shade="even" />}
      <Container maxWidth="md" sx={{ position: 'relative', py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="p" variant="h6" sx={{ mt: 1.5, color: 'brand.onSurfaceMuted', fontWeight: 400 }}>
            {subtitle}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
