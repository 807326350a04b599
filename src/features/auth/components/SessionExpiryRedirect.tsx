import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useNavigate } from '@/i18n';
import { selectSessionExpired, sessionExpiryHandled } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { ReturnToState } from './RequireAuth';

/**
 * When the server refuses the learner's token, sends them to log in again, saying why, from
 * whatever page they were on; login then brings them back to it.
 */
export function SessionExpiryRedirect() {
  const expired = useAppSelector(selectSessionExpired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!expired) return;
    dispatch(sessionExpiryHandled());
    const onLogin = location.pathname.toLowerCase() === paths.login;
    const from = onLogin
      ? (location.state as ReturnToState | null)?.from
      : { pathname: location.pathname, search: location.search, hash: location.hash };
    const state: ReturnToState = { from, sessionExpired: true };
    void navigate(paths.login, { replace: true, state });
  }, [expired, dispatch, navigate, location]);

  return null;
}
