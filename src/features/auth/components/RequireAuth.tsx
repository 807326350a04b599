import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectIsLoggedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

/** Where a guest was going, so login can bring them back (ruling 9). */
export interface ReturnToState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Sends a guest to /login, remembering the page they asked for. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!isLoggedIn) {
    const state: ReturnToState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
