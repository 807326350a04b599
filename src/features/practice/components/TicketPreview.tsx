import Typography from '@mui/material/Typography';
import { useLocale, useTranslation } from '@/i18n';
import { formatDecimal } from '@/lib/format';
import { formatRupees } from '../format';
import type { PracticeSet } from '../model';
import { tradeProblems, tradeResult } from '../trade';
import { RTerms } from './RTerms';

interface TicketPreviewProps {
  set: PracticeSet;
  entry: number;
  stop: number;
  target: number;
  quantity: number;
}

/**
 * Before entry: the planned trade's reward to risk and what a round trip to the target would be
 * charged. Shown once the stop and target make a trade of either side.
 */
export function TicketPreview({ set, entry, stop, target, quantity }: TicketPreviewProps) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const side = stop < entry ? 'buy' : 'sell';
  if (tradeProblems({ side, entry, stop, target, quantity }).length) return null;
  const ratio = Math.abs(target - entry) / Math.abs(entry - stop);
  const { charges } = tradeResult({ setId: set.id, side, entry, stop, target, quantity, openedAt: 0 }, target, set);
  return (
    <>
      <Typography variant="body2">
        {t('trade.preview', { ratio: formatDecimal(ratio, locale, 2), charges: formatRupees(charges.total, locale) })}
      </Typography>
      <RTerms terms={['r', 'rewardRisk']} />
    </>
  );
}
