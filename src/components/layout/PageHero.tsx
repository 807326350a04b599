import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '@/theme/theme';

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
}

/** The green banner that opens a content page: its h1 and an optional line below. */
export function PageHero({ title, subtitle }: PageHeroProps) {
  return (
    <Box component="header" sx={{ bgcolor: brand.greenDark, color: '#ffffff', py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="p" variant="h6" sx={{ mt: 1.5, color: '#d9ece2', fontWeight: 400 }}>
            {subtitle}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
