import { useCallback } from 'react';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { REDIRECT_MS, TOAST_MS } from '@/config/constants';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useNavigate, useTranslation } from '@/i18n';
import { loggedOut, logoutHandled, selectToken } from '@/store/authSlice';
import { useAppDispatch, useAppStore } from '@/store/hooks';

/**
 * Ends the session at once, says so, and moves to sign-up a moment later. Where the API offers
 * the learner-data contract it also ends the token on the server, so a copy of it left behind
 * (another tab's storage, a shared computer) reads and writes nothing. That call never holds the
 * logout up: it goes out after the session is forgotten here, with the token read just before,
 * and whatever it answers changes nothing on this side.
 */
export function useLogout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = selectToken(store.getState());
    dispatch(loggedOut({ byLearner: true }));
    // After `loggedOut`: the cache is cleared on it, and that would cancel a call already under way.
    // The accounts' calls load with the call, not with every page's navbar.
    if (token && env.learnerDataApi) {
      void import('../api').then(
        ({ endServerSession }) => dispatch(endServerSession(token)),
        () => undefined,
      );
    }
    enqueueToast(t('account.loggedOut'), { variant: 'success', autoHideDuration: TOAST_MS.navbar });
    window.setTimeout(() => {
      void navigate(paths.signup);
      dispatch(logoutHandled());
    }, REDIRECT_MS.logout);
  }, [dispatch, navigate, store, t]);
}
