import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { Link, useTranslation } from '@/i18n';
import type { ToolId } from '../toolList';

interface ToolLayoutProps {
  id: ToolId;
  /** The fields. */
  form: ReactNode;
  /** The result, or what is missing for one. */
  result: ReactNode;
  /** Below both: a chart, a table, the source of the rates. */
  after?: ReactNode;
}

/** A calculator's page: its name and purpose, the form beside (on a phone, above) its result. */
export function ToolLayout({ id, form, result, after }: ToolLayoutProps) {
  const { t } = useTranslation('tools');
  const [copied, setCopied] = useState(false);
  const copyLink = () => {
    navigator.clipboard?.writeText(window.location.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={Link} to={paths.tools} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        {t('nav.allTools')}
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t(`tools.${id}.name`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>{t(`tools.${id}.intro`)}</Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Box
                component="form"
                noValidate
                aria-label={t('form.label', { name: t(`tools.${id}.name`) })}
                onSubmit={(event) => event.preventDefault()}
                sx={{ display: 'grid', gap: 2.5 }}
              >
                {form}
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card component="section" aria-labelledby="tool-result-title">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="tool-result-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
                {t('result.title')}
              </Typography>
              <Box aria-live="polite">{result}</Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                {t('share.hint')}
              </Typography>
              <Button variant="outlined" size="small" onClick={copyLink} sx={{ mt: 1 }}>
                {t('share.copy')}
              </Button>
              <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
                {copied ? t('share.copied') : ''}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        {after && <Grid size={12}>{after}</Grid>}
      </Grid>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
        {t('disclaimer')}
      </Typography>
    </Container>
  );
}

interface ResultRow {
  label: string;
  value: string;
  /** The result a learner came for, shown larger. */
  main?: boolean;
}

/** Results as a list of terms and values. */
export function ResultList({ rows }: { rows: readonly ResultRow[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 1 }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontWeight: row.main ? 600 : 400 }}>
            {row.label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              textAlign: 'right',
              fontWeight: row.main ? 700 : 500,
              fontSize: row.main ? '1.25rem' : undefined,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** What the result area says while a field is wrong or empty. */
export function NoResult({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>;
}
