import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Trans } from 'react-i18next';
import { useLocale, useTranslation } from '@/i18n';
import { formatLongDate } from '@/lib/format';
import type { PolicyText } from '../content';

/** One policy page, in the page's language: an h1, the date it changed, then numbered h2 sections. */
export function PolicyDocument({ policy: policyText }: { policy: PolicyText }) {
  const { t } = useTranslation('policies');
  const locale = useLocale();
  const policy = useMemo(() => policyText(t), [policyText, t]);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {policy.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        <Trans
          t={t}
          i18nKey="lastUpdated"
          values={{ date: formatLongDate(policy.updated, locale) }}
          components={{ time: <time dateTime={policy.updated} /> }}
        />
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.05rem' }}>{policy.intro}</Typography>
      {policy.sections.map((section, index) => (
        <Box component="section" key={section.heading} sx={{ mb: 4 }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
            {index + 1}. {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
          {section.bullets && (
            <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Container>
  );
}
