import { useMemo } from 'react';
import { useLocale } from '@/i18n';
import { formatDecimal, formatINR, formatINRPaise } from '@/lib/format';

/** Shown for a figure that is not a finite number: never "NaN" or "∞" on screen. */
export const NO_FIGURE = '—';

/** Formatters of the page's locale for results, each safe against NaN and Infinity. */
export function useShow() {
  const locale = useLocale();
  return useMemo(() => {
    const finite =
      <Args extends unknown[]>(format: (value: number, ...args: Args) => string) =>
      (value: number | null | undefined, ...args: Args) =>
        typeof value === 'number' && Number.isFinite(value) ? format(value, ...args) : NO_FIGURE;
    return {
      rupees: finite((value) => formatINR(value, locale)),
      paise: finite((value) => formatINRPaise(value, locale)),
      number: finite((value, digits: number = 2) => formatDecimal(value, locale, digits)),
      percent: finite((value, digits: number = 2) => `${formatDecimal(value, locale, digits)}%`),
    };
  }, [locale]);
}
