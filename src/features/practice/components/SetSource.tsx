import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n';
import type { DataSource } from '../model';

/** Where a set's prices come from: generated ones say so plainly, licensed ones name their source. */
export function SetSource({ source, compact = false }: { source: DataSource; compact?: boolean }) {
  const { t } = useTranslation('practice');
  if (source.kind === 'licensed')
    return (
      <Typography variant="body2">
        {source.url ? (
          <Link href={source.url} target="_blank" rel="noopener">
            {t('licensed', { name: source.name, licence: source.licence })}
          </Link>
        ) : (
          t('licensed', { name: source.name, licence: source.licence })
        )}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Chip size="small" color="warning" label={t('generated')} />
      {!compact && (
        <Typography variant="body2" color="text.secondary">
          {t('generatedNote', { script: source.script, seed: source.seed })}
        </Typography>
      )}
    </Box>
  );
}
