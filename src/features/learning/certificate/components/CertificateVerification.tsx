import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/feedback/ErrorState';
import { site } from '@/config/site';
import { useVerifyCertificateQuery } from '@/features/learning/api';
import { useLocale, useTranslation } from '@/i18n';
import { capitalizeWords, formatIndianDate } from '@/lib/format';
import { personName } from '@/lib/personName';
import { errorMessage, type ApiError } from '@/store/apiError';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * /certificate/verify/{number}: what the school's server confirms of a certificate, for whoever
 * was shown it (an employer). Public: it needs no login and tells nothing beyond the certificate.
 */
export function CertificateVerification({ number }: { number: string }) {
  const { t } = useTranslation('learning');
  const locale = useLocale();
  const verified = useVerifyCertificateQuery(number);
  const notFound = verified.isError && (verified.error as ApiError).status === 404;

  let body;
  if (notFound) {
    body = <Alert severity="warning">{t('verify.notFound', { number, school: site.name })}</Alert>;
  } else if (verified.isError) {
    body = (
      <ErrorState message={errorMessage(verified.error, t('verify.failed'))} onRetry={() => void verified.refetch()} />
    );
  } else if (!verified.currentData) {
    body = (
      <Box role="status" aria-label={t('verify.loading')}>
        <Skeleton variant="rounded" sx={{ height: 220 }} />
      </Box>
    );
  } else {
    const certificate = verified.currentData;
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography
          variant="h2"
          sx={{ fontSize: '1.25rem', display: 'flex', alignItems: 'center', gap: 1, color: 'success.main', mb: 2 }}
        >
          <VerifiedIcon aria-hidden />
          {t('verify.verified', { school: site.name })}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            gap: { xs: 0.5, sm: 2 },
            m: 0,
          }}
        >
          <Row label={t('verify.learner')} value={capitalizeWords(personName(certificate.learnerName))} />
          <Row label={t('verify.course')} value={capitalizeWords(certificate.courseTitle)} />
          <Row label={t('verify.completedOn')} value={formatIndianDate(certificate.completedAt, locale)} />
          <Row label={t('verify.number')} value={certificate.number} />
        </Box>
      </Paper>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('verify.heading')}
      </Typography>
      {body}
    </Container>
  );
}
