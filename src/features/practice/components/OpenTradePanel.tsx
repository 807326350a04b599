import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslation } from '@/i18n';
import { typedNumberOrNaN } from '@/lib/typedNumber';
import { formatQuantity, formatR, formatRupees } from '../format';
import type { PracticeSet } from '../model';
import { moveProblems, plannedStopOf, stopMoveOf, tradeResult, type OpenTrade } from '../trade';

interface OpenTradePanelProps {
  set: PracticeSet;
  trade: OpenTrade;
  /** The current candle's close: where a manual close fills and the running result is marked. */
  close: number;
  price: (value: number) => string;
  decimals: number;
  onClose: () => void;
  onMove: (levels: { stop: number; target: number }) => void;
}

/**
 * An open trade: its levels, its running result in R and rupees, a manual close, and fields to move
 * its stop and target. A stop moved further from the entry than planned is warned about, one past
 * the entry is said to lock in profit; the stop it opened with stays the measure of R.
 */
export function OpenTradePanel({ set, trade, close, price, decimals, onClose, onMove }: OpenTradePanelProps) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const [stop, setStop] = useState(trade.stop.toFixed(decimals));
  const [target, setTarget] = useState(trade.target.toFixed(decimals));
  const [tried, setTried] = useState(false);
  // A line dragged on the chart moves the trade: the fields follow it (adjusted while rendering).
  const [shown, setShown] = useState({ stop: trade.stop, target: trade.target });
  if (shown.stop !== trade.stop || shown.target !== trade.target) {
    setShown({ stop: trade.stop, target: trade.target });
    setStop(trade.stop.toFixed(decimals));
    setTarget(trade.target.toFixed(decimals));
  }

  const running = tradeResult(trade, close, set);
  const stopValue = typedNumberOrNaN(stop);
  const targetValue = typedNumberOrNaN(target);
  const problems = moveProblems(trade, { stop: stopValue, target: targetValue }, close);
  const move = Number.isFinite(stopValue) && stopValue > 0 ? stopMoveOf(trade, stopValue) : null;
  const riskAt = (level: number) => Math.abs(trade.entry - level) * trade.quantity * set.rupeesPerPoint;
  const lockedR = tradeResult(trade, stopValue, set).r;
  const showProblems = tried || problems.length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (problems.length === 0) onMove({ stop: stopValue, target: targetValue });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>
        {t('trade.open', {
          side: t(`trade.side_${trade.side}`),
          quantity: formatQuantity(trade.quantity, locale),
          entry: price(trade.entry),
          stop: price(trade.stop),
          target: price(trade.target),
        })}
      </Typography>
      <Typography role="status" sx={{ fontWeight: 700, color: running.net < 0 ? 'error.main' : 'success.main' }}>
        {t('trade.running', {
          r: formatR(running.r, locale),
          amount: formatRupees(running.net, locale),
          price: price(close),
        })}
      </Typography>
      <Box>
        <Button variant="outlined" onClick={onClose}>
          {t('trade.close', { price: price(close) })}
        </Button>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="practice-move-heading"
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography id="practice-move-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('trade.moveHeading')}
        </Typography>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'start' }}
        >
          <TextField
            label={t('trade.stop')}
            value={stop}
            onChange={(event) => setStop(event.target.value)}
            inputMode="decimal"
            error={showProblems && problems.includes('stopPastPrice')}
            helperText={
              showProblems && problems.includes('stopPastPrice')
                ? t(`trade.stopPastPrice_${trade.side}`, { price: price(close) })
                : ' '
            }
          />
          <TextField
            label={t('trade.target')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            inputMode="decimal"
            error={showProblems && problems.includes('targetPastPrice')}
            helperText={
              showProblems && problems.includes('targetPastPrice')
                ? t(`trade.targetPastPrice_${trade.side}`, { price: price(close) })
                : ' '
            }
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }}>
            {t('trade.move')}
          </Button>
        </Box>
        <Box aria-live="polite">
          {move === 'wider' && (
            <Alert severity="warning">
              {t('trade.moveWider', {
                risk: formatRupees(riskAt(stopValue), locale),
                planned: formatRupees(riskAt(plannedStopOf(trade)), locale),
              })}
            </Alert>
          )}
          {move === 'breakeven' && <Alert severity="info">{t('trade.moveBreakeven')}</Alert>}
          {move === 'locksProfit' && (
            <Alert severity="success">{t('trade.moveLocks', { r: formatR(lockedR, locale) })}</Alert>
          )}
        </Box>
      </Box>
    </Box>
  );
}
