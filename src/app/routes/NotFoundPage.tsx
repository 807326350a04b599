import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { Link as RouterLink } from '@/i18n';

/** An unknown path says so and offers a way on: home and the courses. */
export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        We could not find the page you asked for. It may have moved, or the link may be mistyped.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.home} variant="contained">
          Go to the home page
        </Button>
        <Button component={RouterLink} to={paths.courses} variant="outlined">
          Browse courses
        </Button>
      </Stack>
    </Container>
  );
}
