import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';

/** Read by screen readers, invisible on screen. */
export const visuallyHiddenSx = {
  position: 'absolute',
  // Strings: in MUI's sx a bare 1 means 100% (and -1 a spacing unit), which made these spans page-wide.
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}

/** Appended to the name of a link that opens a new tab, so nobody is surprised by it. */
export function NewTabNote() {
  const { t } = useTranslation('common');
  return <VisuallyHidden>{t('newTab')}</VisuallyHidden>;
}
