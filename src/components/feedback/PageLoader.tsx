import Box from '@mui/material/Box';
import { Spinner } from './Spinner';

/**
 * Shown while a page's code or data loads. It fills the viewport, so the footer never shows
 * above the fold and then jumps away when the page arrives (layout shift).
 */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spinner label={label} />
    </Box>
  );
}
