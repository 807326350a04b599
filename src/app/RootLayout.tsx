import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/PageLoader';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { AccountActions } from '@/features/auth/components/AccountActions';
import { ResumePendingPayment } from '@/features/checkout/components/ResumePendingPayment';
import { ChatWidget } from '@/features/chat/components/ChatWidget';
import { ErrorBoundary } from './ErrorBoundary';
import { ScrollToTop } from './ScrollToTop';

/** The frame around every route; pages load lazily inside it. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <SiteLayout accountActions={<AccountActions />} extras={<ChatWidget />}>
      <ScrollToTop />
      <ResumePendingPayment />
      {/* A page that crashes, or whose code fails to load, keeps the navbar and footer around the
          notice; the next path starts afresh. */}
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </SiteLayout>
  );
}
