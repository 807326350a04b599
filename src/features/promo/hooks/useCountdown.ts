import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n';
import { formatCountdown } from '../countdown';

/** The label of a countdown to `endsAt`, re-read every `tickMs`; the timer stops once it is over. */
export function useCountdown(endsAt: string, tickMs: number): string {
  const { t } = useTranslation('promo');
  const end = new Date(endsAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const over = Number.isNaN(end) || now >= end;

  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [over, tickMs]);

  return formatCountdown(end - now, t);
}
