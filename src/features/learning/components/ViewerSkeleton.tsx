import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@/i18n';

/** The viewer's place while the course loads: its title, player, description and outline. */
export function ViewerSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} role="status" aria-label={t('viewer.loading')}>
      <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '60%', mb: 2 }} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton
            variant="rectangular"
            sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: 2 }}
          />
          <Skeleton variant="text" sx={{ fontSize: '1.75rem', width: '50%', mt: 2 }} />
          <Skeleton variant="text" sx={{ width: '80%' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rectangular" sx={{ height: 64, mb: 1, borderRadius: 1 }} />
          ))}
        </Grid>
      </Grid>
    </Container>
  );
}

/**
 * One element for every render: while the course loads, each answer the store gets (the learner,
 * the course, the reviews) re-renders the viewer at once, and the same element is not rendered again.
 */
export const viewerSkeleton = <ViewerSkeleton />;
