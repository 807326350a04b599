import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { OfflineNotice } from '@/components/feedback/OfflineNotice';
import { PageLoader } from '@/components/feedback/PageLoader';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { AccountActions, AccountActionsReserve } from '@/features/auth/components/AccountActions';
import { SessionExpiryRedirect } from '@/features/auth/components/SessionExpiryRedirect';
import { ChatWidget } from '@/features/chat/components/ChatWidget';
import { ResumePendingPayment } from '@/features/checkout/components/ResumePendingPayment';
import { LanguageFromPath, usePagePath } from '@/i18n';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { selectIsLoggedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { ErrorBoundary } from './ErrorBoundary';
import { DocumentHead } from './head/DocumentHead';
import { ScrollToTop } from './ScrollToTop';
import { PageCommitted } from './storedStateAfterHydration';

// What only a signed-in learner needs loads once there is one, so a first visit never fetches it.
const LearnerDataSync = lazyWithPreload(() =>
  import('@/features/learning/sync/LearnerDataSync').then((module) => ({ default: module.LearnerDataSync })),
);
const ReviewDueLink = lazyWithPreload(() =>
  import('@/features/quiz/components/ReviewDueLink').then((module) => ({ default: module.ReviewDueLink })),
);

/** A signed-in learner's part of the frame; if its code cannot be fetched, the page goes on without it. */
function ForLearner({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) return null;
  return (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadBoundary>
  );
}

/** In place of a page whose code cannot be fetched. */
const pageOffline = (retry: () => void) => (
  <Box sx={{ px: 2, py: { xs: 4, md: 8 } }}>
    <OfflineNotice onRetry={retry} sx={{ maxWidth: 720, mx: 'auto' }} />
  </Box>
);

/**
 * The route's page. A page that crashes keeps the navbar and footer around the notice; one whose
 * code cannot be fetched says so in its place and loads on Retry or once the browser is back
 * online. The next path starts afresh. Only this part reads the path, so a route change renders
 * the page (and the navbar, for its current link), not the whole frame again.
 */
function CurrentPage() {
  // The same page in the other language is the same page: its state (a form's input) carries over.
  const pagePath = usePagePath();
  return (
    <ErrorBoundary key={pagePath.toLowerCase()}>
      <LoadBoundary fallback={pageOffline}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageCommitted />
        </Suspense>
      </LoadBoundary>
    </ErrorBoundary>
  );
}

/** The frame around every route; pages load lazily inside it. */
export function RootLayout() {
  return (
    <SiteLayout
      accountActions={<AccountActions />}
      reviewDue={
        <ForLearner>
          <ReviewDueLink />
        </ForLearner>
      }
      accountReserve={<AccountActionsReserve />}
      extras={<ChatWidget />}
    >
      <LanguageFromPath />
      <DocumentHead />
      <ScrollToTop />
      <SessionExpiryRedirect />
      <ResumePendingPayment />
      <ForLearner>
        <LearnerDataSync />
      </ForLearner>
      <CurrentPage />
    </SiteLayout>
  );
}
