import { Suspense, useContext, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/PageLoader';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { AccountActions } from '@/features/auth/components/AccountActions';
import { ResumePendingPayment } from '@/features/checkout/components/ResumePendingPayment';
import { ChatWidget } from '@/features/chat/components/ChatWidget';
import { ErrorBoundary } from './ErrorBoundary';
import { DocumentHead } from './head';
import { PageCommittedContext } from './pageCommitted';
import { ScrollToTop } from './ScrollToTop';

function PageCommitted() {
  const onCommit = useContext(PageCommittedContext);
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/**
 * The route's page. A page that crashes, or whose code fails to load, keeps the navbar and footer
 * around the notice; the next path starts afresh. Only this part reads the path, so a route change
 * renders the page (and the navbar, for its current link), not the whole frame again.
 */
function CurrentPage() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
        <PageCommitted />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The frame around every route; pages load lazily inside it. */
export function RootLayout() {
  return (
    <SiteLayout accountActions={<AccountActions />} extras={<ChatWidget />}>
      <DocumentHead />
      <ScrollToTop />
      <ResumePendingPayment />
      <CurrentPage />
    </SiteLayout>
  );
}
