import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, type To } from 'react-router-dom';
import { useNavigate } from '@/i18n';

/** Navigates after a pause (a screen's redirect delay, REDIRECT_MS); the timer dies with the screen. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: To, delayMs: number, options?: NavigateOptions) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        void navigate(to, options);
      }, delayMs);
    },
    [navigate],
  );
}
