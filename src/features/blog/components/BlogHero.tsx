import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '@/theme/theme';

export function BlogHero() {
  return (
    <Box component="header" sx={{ bgcolor: brand.greenDark, color: '#ffffff', py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
          Learn how to do Trading by yourself
        </Typography>
        <Typography component="p" variant="h6" sx={{ mt: 1.5, color: '#d9ece2', fontWeight: 400 }}>
          Step-by-Step Guide to Learning Trading
        </Typography>
      </Container>
    </Box>
  );
}
