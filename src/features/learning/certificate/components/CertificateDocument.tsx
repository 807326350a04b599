import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { useLanguage, useTranslation } from '@/i18n';
import { personName } from '@/lib/personName';
import { COLOR_SCHEME_ATTRIBUTE } from '@/theme/colorScheme';
import { SHEET_CLASS } from './CertificatePrintStyles';

export interface CertificateDetails {
  learnerName: string;
  courseTitle: string;
  /** Already formatted: "25 November 2026". */
  completedOn: string;
  mentorName?: string;
  schoolName: string;
  number: string;
}

/**
 * A certificate looks the same on any screen and on paper: it carries the light scheme's
 * attribute, so the tokens inside it are the light scheme's whatever the page shows. Its paper is
 * a warm white of its own.
 */
const lightScheme = { [COLOR_SCHEME_ATTRIBUTE]: 'light' };
const paper = '#fffdf6';
const ink = 'text.primary';
const muted = 'text.secondary';

function Signature({ name, title }: { name: string; title: string }) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: { xs: 0, sm: 180 } }}>
      <Typography
        sx={{
          fontWeight: 700,
          fontSize: { xs: '1rem', md: '1.125rem' },
          color: ink,
          borderBottom: '1px solid',
          borderColor: muted,
          pb: 0.5,
          px: 2,
        }}
      >
        {name}
      </Typography>
      <Typography variant="body2" sx={{ color: muted, mt: 0.5 }}>
        {title}
      </Typography>
    </Box>
  );
}

/** The certificate itself, as it is shown and printed, in the page's language. */
export function CertificateDocument({
  learnerName,
  courseTitle,
  completedOn,
  mentorName,
  schoolName,
  number,
}: CertificateDetails) {
  const { t } = useTranslation('learning');
  // Spaced letters break up Devanagari's joined headline, so a Hindi title is set solid.
  const spaced = useLanguage() !== 'hi';
  return (
    <Box
      component="section"
      aria-labelledby="certificate-title"
      className={SHEET_CLASS}
      {...lightScheme}
      sx={{
        position: 'relative',
        bgcolor: paper,
        color: ink,
        border: '3px solid',
        borderColor: 'primary.dark',
        outline: '1px solid',
        outlineColor: 'brand.accent',
        outlineOffset: '-10px',
        borderRadius: 1,
        boxShadow: 3,
        px: { xs: 3, sm: 6, md: 8 },
        py: { xs: 4, md: 5 },
        aspectRatio: { md: '297 / 210' },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
        textAlign: 'center',
        gap: { xs: 2.5, md: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.dark' }}>
        <WorkspacePremiumIcon aria-hidden sx={{ color: 'brand.onHighlight', fontSize: { xs: 32, md: 40 } }} />
        <Typography sx={{ fontWeight: 800, letterSpacing: 1, fontSize: { xs: '1.125rem', md: '1.375rem' } }}>
          {schoolName}
        </Typography>
      </Box>
      <Box>
        <Typography
          id="certificate-title"
          variant="h1"
          sx={{
            color: 'primary.dark',
            textTransform: 'uppercase',
            letterSpacing: spaced ? { xs: 1, md: 3 } : 0,
            fontSize: { xs: '1.5rem', sm: '2rem', md: '2.5rem' },
          }}
        >
          {t('certificate.document.title')}
        </Typography>
        <Typography sx={{ color: muted, mt: { xs: 2, md: 3 } }}>{t('certificate.document.certifies')}</Typography>
        <Typography
          sx={{
            fontFamily: 'Georgia, "Times New Roman", serif',
            fontWeight: 700,
            fontSize: { xs: '1.75rem', sm: '2.25rem', md: '2.75rem' },
            lineHeight: 1.2,
            my: 1,
          }}
        >
          {personName(learnerName)}
        </Typography>
        <Typography sx={{ color: muted }}>{t('certificate.document.completed')}</Typography>
        <Typography sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', md: '1.625rem' }, color: 'primary.dark', my: 1 }}>
          {courseTitle}
        </Typography>
        <Typography sx={{ color: muted }}>
          <Trans
            t={t}
            i18nKey="certificate.document.on"
            values={{ date: completedOn }}
            components={{ date: <Box component="span" sx={{ color: ink, fontWeight: 600 }} /> }}
          />
        </Typography>
      </Box>
      <Box
        sx={{
          width: '100%',
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        {mentorName ? <Signature name={mentorName} title={t('certificate.document.mentor')} /> : <Box />}
        <Typography variant="body2" sx={{ color: muted }}>
          {t('certificate.document.number')}{' '}
          <Box
            component="span"
            sx={{
              fontFamily: 'ui-monospace, "Cascadia Mono", Menlo, monospace',
              color: ink,
              fontWeight: 600,
              whiteSpace: 'nowrap',
            }}
          >
            {number}
          </Box>
        </Typography>
        <Signature name={schoolName} title={t('certificate.document.issuedBy')} />
      </Box>
    </Box>
  );
}
