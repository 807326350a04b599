import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/i18n';
import { CertificateFrame } from './CertificateFrame';

/** The certificate's place while the learner and course load: as tall as the certificate. */
export function CertificateLoading() {
  const { t } = useTranslation('learning');
  return (
    <CertificateFrame>
      <Box role="status" aria-label={t('certificate.loading')}>
        <Skeleton
          variant="rounded"
          sx={{ width: '100%', height: { xs: 560, md: 'auto' }, aspectRatio: { md: '297 / 210' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
          <Skeleton variant="rounded" sx={{ height: 42, width: { xs: '100%', sm: 220 } }} />
          <Skeleton variant="rounded" sx={{ height: 42, width: { xs: '100%', sm: 180 } }} />
        </Stack>
      </Box>
    </CertificateFrame>
  );
}

/** One element for every screen that waits: the same element is not rendered again. */
export const certificateLoading = <CertificateLoading />;
