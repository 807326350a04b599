import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import type { Course } from '@/store/models';
import { courseName } from '../certificateNames';

/** The frame of every certificate screen: the page's width, and the heading above it. */

export function CertificateFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}

/** What a page says before its certificate: the heading, and the course when it is known. */
export function CertificateIntro({ course }: { course?: Course }) {
  const { t } = useTranslation('learning');
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('certificate.heading')}
      </Typography>
      {course && (
        <Typography color="text.secondary" sx={{ mt: 1, fontSize: '1.125rem' }}>
          {courseName(course, t('certificate.untitledCourse'))}
        </Typography>
      )}
    </Box>
  );
}
