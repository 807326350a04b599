import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame every account screen shares: a heading and a card, phone-width first. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, fontWeight: 700, mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
