import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { R_TERMS, TermList, type RTerm } from './RTerms';

const TERMS: readonly RTerm[] = [...R_TERMS, 'stop', 'trailing', 'size', 'charges'];

/** The trading terms the lab, its journal and the calculators use, with the same words as the lab's. */
export function Glossary() {
  const { t } = useTranslation('practice');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
          {t('glossary.title')}
        </Typography>
        <Typography color="text.secondary">{t('glossary.intro')}</Typography>
      </Box>
      <TermList terms={TERMS} />
      <Link component={RouterLink} to={paths.practice}>
        {t('glossary.backToLab')}
      </Link>
    </Box>
  );
}
