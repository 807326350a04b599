import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/PageLoader';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { AccountActions } from '@/features/auth/components/AccountActions';
import { ResumePendingPayment } from '@/features/checkout/components/ResumePendingPayment';
import { ChatWidget } from '@/features/chat/components/ChatWidget';
import { ScrollToTop } from './ScrollToTop';

/** The frame around every route; pages load lazily inside it. */
export function RootLayout() {
  return (
    <SiteLayout
      accountActions={<AccountActions />}
      extras={
        <>
          <ChatWidget />
        </>
      }
    >
      <ScrollToTop />
      <ResumePendingPayment />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </SiteLayout>
  );
}
