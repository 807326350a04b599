import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';

/** An unknown path says so and offers a way on: home and the courses. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('notFound.body')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('actions.goHome')}
        </Button>
        <Button component={RouterLink} to={paths.courses} variant="outlined">
          {t('notFound.browseCourses')}
        </Button>
      </Stack>
    </Container>
  );
}
