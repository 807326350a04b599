import { useCallback, useState } from 'react';
import { enqueueToast, type ToastVariant } from '@/components/feedback/toasts/toast';
import { TOAST_MS } from '@/config/constants';

/**
 * Toasts as the spec words them, plus the last error kept beside the form (see FormError).
 * `toastMs` is the screen's toast length: TOAST_MS.default, or shorter on the OTP screen.
 */
export function useFormFeedback(toastMs: number = TOAST_MS.default) {
  const [formError, setFormError] = useState<string | null>(null);
  const toast = useCallback(
    (message: string, variant: ToastVariant) => enqueueToast(message, { variant, autoHideDuration: toastMs }),
    [toastMs],
  );
  const succeed = useCallback(
    (message: string) => {
      setFormError(null);
      toast(message, 'success');
    },
    [toast],
  );
  const fail = useCallback(
    (message: string) => {
      setFormError(message);
      toast(message, 'error');
    },
    [toast],
  );
  const clear = useCallback(() => setFormError(null), []);
  return { formError, succeed, fail, clear };
}
