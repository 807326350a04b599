import Box from '@mui/material/Box';
import { useTranslation } from '@/i18n';
import { Spinner } from './Spinner';

/**
 * Shown while a page's code or data loads. It fills the viewport, so the footer never shows
 * above the fold and then jumps away when the page arrives (layout shift).
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spinner label={label ?? t('loading')} />
    </Box>
  );
}
