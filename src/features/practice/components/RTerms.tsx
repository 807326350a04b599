import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';

export const R_TERMS = ['r', 'rewardRisk', 'expectancy', 'curve'] as const;
export type RTerm = (typeof R_TERMS)[number] | 'stop' | 'trailing' | 'size' | 'charges';

/** The terms a glossary entry is listed under, each with its definition. */
export function TermList({ terms, headingLevel = 'dt' }: { terms: readonly RTerm[]; headingLevel?: 'dt' }) {
  const { t } = useTranslation('practice');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {terms.map((term) => (
        <div key={term}>
          <Typography component={headingLevel} sx={{ fontWeight: 700 }}>
            {t(`terms.${term}Term`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {t(`terms.${term}`)}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/**
 * What R, reward to risk and expectancy mean, where the lab and the journal show them: a native
 * disclosure, opened by click, Enter or Space, with no tooltip to hover for. The glossary page has
 * the same words.
 */
export function RTerms({ terms = R_TERMS }: { terms?: readonly RTerm[] }) {
  const { t } = useTranslation('practice');
  return (
    <Box
      component="details"
      sx={{
        mt: 1.5,
        '& > summary': { cursor: 'pointer', fontWeight: 600, color: 'primary.main', width: 'fit-content' },
        '& > summary:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <summary>{terms.includes('expectancy') ? t('terms.more') : t('terms.rTerm')}</summary>
      <Box sx={{ pt: 1, display: 'grid', gap: 1 }}>
        <TermList terms={terms} />
        <Link component={RouterLink} to={paths.glossary} variant="body2">
          {t('terms.glossaryLink')}
        </Link>
      </Box>
    </Box>
  );
}
