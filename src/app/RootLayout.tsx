import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/PageLoader';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { AccountActions } from '@/features/auth/components/AccountActions';
import { ScrollToTop } from './ScrollToTop';

/** The frame around every route; pages load lazily inside it. */
export function RootLayout() {
  return (
    <SiteLayout accountActions={<AccountActions />}>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </SiteLayout>
  );
}
