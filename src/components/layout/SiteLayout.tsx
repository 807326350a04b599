import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

interface SiteLayoutProps {
  accountActions: ReactNode;
  /** The larger form of the account area, whose size the navbar keeps for it (see Navbar). */
  accountReserve?: ReactNode;
  /** The review link with the learner's due count, shown in the navbar in place of the plain one. */
  reviewDue?: ReactNode;
  /** Floating and global pieces (chat, popups) rendered beside the page. */
  extras?: ReactNode;
  children: ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

/**
 * An empty element right after the navbar, named by index.html's render-blocking
 * `<link rel="expect">`: Chromium paints nothing until it is parsed, rather than a half-received
 * navbar that grows as its links and controls come in. Empty, it is whole as soon as it is there,
 * whether the browser waits for the element's start or its end.
 */
export const NAVBAR_END_ID = 'navbar-end';

/** The frame of every page: skip link, navbar, the page, footer. */
export function SiteLayout({ accountActions, accountReserve, reviewDue, extras, children }: SiteLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <Navbar actions={accountActions} actionsReserve={accountReserve} reviewDue={reviewDue} />
      <span id={NAVBAR_END_ID} hidden />
      {/* At least a screen tall: the footer never shows above the fold while a page loads, then jumps. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        {children}
      </Box>
      <Footer />
      {extras}
    </Box>
  );
}
