import { useCallback, useState } from 'react';
import { enqueueToast, type ToastVariant } from '@/components/feedback/toasts/toast';
import { TOAST_MS } from '@/config/constants';
import { useLanguage, useTranslation } from '@/i18n';
import type { Failure } from '../failure';

/**
 * A screen's success and failure toasts, plus the last error kept beside the form (see FormError).
 * `toastMs` is the screen's toast length: TOAST_MS.default, or shorter on the OTP screen. With
 * `toastErrors: false` a failure is said once, beside the form, where a code's screen needs it to
 * stay while the learner looks up the code.
 */
export function useFormFeedback(toastMs: number = TOAST_MS.default, { toastErrors = true } = {}) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const [failure, setFailure] = useState<Failure | null>(null);
  const toast = useCallback(
    (message: string, variant: ToastVariant) => enqueueToast(message, { variant, autoHideDuration: toastMs }),
    [toastMs],
  );
  const succeed = useCallback(
    (message: string) => {
      setFailure(null);
      toast(message, 'success');
    },
    [toast],
  );
  const fail = useCallback(
    (next: Failure) => {
      setFailure(() => next);
      if (toastErrors) toast(next(t, lang), 'error');
    },
    [toast, t, lang, toastErrors],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { formError: failure ? failure(t, lang) : null, succeed, fail, clear };
}
