import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Navigate } from '@/i18n';
import { selectIsLoggedIn, selectLeaving, selectSessionExpired } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

/** Where a guest was going, so login can bring them back; and whether their session had expired. */
export interface ReturnToState {
  from?: { pathname: string; search?: string; hash?: string };
  sessionExpired?: boolean;
}

/** Sends a guest to /login, remembering the page they asked for. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const expired = useAppSelector(selectSessionExpired);
  const leaving = useAppSelector(selectLeaving);
  const location = useLocation();
  if (!isLoggedIn) {
    // The session just expired: SessionExpiryRedirect sends the learner to log in, saying why.
    if (expired) return null;
    // The learner logged out here: they are on their way to sign-up, not to log in again.
    // The learner logged out here: they are on their way to sign-up (the toast says so), not to
    // log in again; the page's place is kept meanwhile.
    if (leaving) return <Box sx={{ minHeight: '50vh' }} />;
    const state: ReturnToState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
