import { useCallback } from 'react';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { REDIRECT_MS, TOAST_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useNavigate, useTranslation } from '@/i18n';
import { loggedOut } from '@/store/authSlice';
import { useAppDispatch } from '@/store/hooks';

/** Ends the session at once, says so, and moves to sign-up a moment later. */
export function useLogout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(loggedOut());
    enqueueToast(t('account.loggedOut'), { variant: 'success', autoHideDuration: TOAST_MS.navbar });
    window.setTimeout(() => navigate(paths.signup), REDIRECT_MS.logout);
  }, [dispatch, navigate, t]);
}
