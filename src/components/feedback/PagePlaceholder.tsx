import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Stands in for a page that a later issue builds; every route must still resolve. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This page is being prepared.</Typography>
    </Container>
  );
}
