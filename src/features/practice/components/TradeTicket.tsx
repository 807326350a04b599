import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslation } from '@/i18n';
import { NOTE_MAX_LENGTH, TRADE_SETUP_MAX_LENGTH, useLabSettings } from '@/learner';
import { typedNumberOrNaN } from '@/lib/typedNumber';
import { formatQuantity, formatRupees } from '../format';
import type { PracticeSet } from '../model';
import { sizePosition, tradeProblems, type OpenTrade, type Side, type TradeProblem } from '../trade';
import { OpenTradePanel } from './OpenTradePanel';
import { TicketPreview } from './TicketPreview';

interface TradeTicketProps {
  set: PracticeSet;
  /** The current candle's close: where a trade opens. */
  entry: number;
  open: OpenTrade | null;
  price: (value: number) => string;
  onOpen: (
    trade: { side: Side; stop: number; target: number; quantity: number },
    notes: { setup: string; note: string },
  ) => void;
  onClose: () => void;
  /** The open trade's stop and target moved. */
  onMove?: (levels: { stop: number; target: number }) => void;
  /** Decimals of the set's prices. */
  decimals?: number;
  /** The stop and target as typed (or dragged on the chart): the lab shows them as lines. */
  levels: Levels;
  onLevels: (levels: Levels) => void;
}

/** The ticket's stop and target as the learner typed them. */
export interface Levels {
  stop: string;
  target: string;
}

/**
 * The order ticket: capital and risk per trade give the quantity (in whole lots on a derivatives
 * set) for the stop typed; Buy or Sell opens at the current close. Errors show beside their
 * field once the learner has tried to trade, and what was typed stays.
 */
export function TradeTicket({
  set,
  entry,
  open,
  price,
  onOpen,
  onClose,
  onMove = () => {},
  decimals = 2,
  levels,
  onLevels,
}: TradeTicketProps) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const [settings, saveSettings] = useLabSettings();
  const [capital, setCapital] = useState(String(settings.capital));
  const [risk, setRisk] = useState(String(settings.riskPercent));
  const { stop, target } = levels;
  const [setup, setSetup] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState<Side | null>(null);

  const capitalValue = typedNumberOrNaN(capital);
  const riskValue = typedNumberOrNaN(risk);
  const stopValue = typedNumberOrNaN(stop);
  const targetValue = typedNumberOrNaN(target);
  const capitalBad = !(capitalValue > 0);
  const riskBad = !(riskValue >= 0.1 && riskValue <= 10);
  const sizing = sizePosition({
    capital: capitalBad ? 0 : capitalValue,
    riskPercent: riskBad ? 0 : riskValue,
    entry,
    stop: stopValue,
    lotSize: set.lotSize,
    rupeesPerPoint: set.rupeesPerPoint,
  });
  const side = tried ?? 'buy';
  const problems: TradeProblem[] = tried
    ? tradeProblems({ side, entry, stop: stopValue, target: targetValue, quantity: sizing.quantity })
    : [];
  const stopError =
    tried &&
    (stop.trim() === '' ? t('trade.required') : problems.includes('stopSide') ? t(`trade.stopSide_${side}`) : '');
  const targetError =
    tried &&
    (target.trim() === '' ? t('trade.required') : problems.includes('targetSide') ? t(`trade.targetSide_${side}`) : '');
  const derivative = set.lotSize > 1;
  const allowed = formatRupees(sizing.allowedRisk, locale);

  const trade = (chosen: Side) => {
    setTried(chosen);
    const found = tradeProblems({
      side: chosen,
      entry,
      stop: stopValue,
      target: targetValue,
      quantity: sizing.quantity,
    });
    if (capitalBad || riskBad || found.length) return;
    saveSettings({ capital: capitalValue, riskPercent: riskValue });
    onOpen(
      { side: chosen, stop: stopValue, target: targetValue, quantity: sizing.quantity },
      { setup: setup.trim(), note: note.trim() },
    );
    setTried(null);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="practice-ticket-heading"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="practice-ticket-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('trade.heading')}
      </Typography>
      {open ? (
        <OpenTradePanel
          set={set}
          trade={open}
          close={entry}
          price={price}
          decimals={decimals}
          onClose={onClose}
          onMove={onMove}
        />
      ) : (
        <Box
          component="form"
          noValidate
          // The trade opens from the form's submission, not from a button's click: the form gives
          // way to the open trade, and a click that removed it before the browser submitted it left
          // the browser a submission of a form no longer in the page. Enter in a field buys.
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            trade(submitter instanceof HTMLButtonElement && submitter.value === 'sell' ? 'sell' : 'buy');
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t('trade.capital')}
              value={capital}
              onChange={(event) => setCapital(event.target.value)}
              inputMode="decimal"
              error={capitalBad}
              helperText={capitalBad ? t('trade.capitalInvalid') : ' '}
            />
            <TextField
              label={t('trade.riskPercent')}
              value={risk}
              onChange={(event) => setRisk(event.target.value)}
              inputMode="decimal"
              error={riskBad}
              helperText={riskBad ? t('trade.riskInvalid') : ' '}
            />
            <TextField
              label={t('trade.stop')}
              value={stop}
              onChange={(event) => onLevels({ ...levels, stop: event.target.value })}
              inputMode="decimal"
              error={Boolean(stopError)}
              helperText={stopError || ' '}
            />
            <TextField
              label={t('trade.target')}
              value={target}
              onChange={(event) => onLevels({ ...levels, target: event.target.value })}
              inputMode="decimal"
              error={Boolean(targetError)}
              helperText={targetError || ' '}
            />
            <TextField
              label={t('trade.setup')}
              placeholder={t('trade.setupPlaceholder')}
              value={setup}
              onChange={(event) => setSetup(event.target.value)}
              slotProps={{ htmlInput: { maxLength: TRADE_SETUP_MAX_LENGTH } }}
            />
            <TextField
              label={t('trade.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
            {t('trade.dragHint')}
          </Typography>
          <Box aria-live="polite">
            <Typography>{t('trade.entry', { price: price(entry) })}</Typography>
            {Number.isFinite(stopValue) && !capitalBad && !riskBad && stopValue !== entry && (
              <Typography color={sizing.quantity > 0 ? 'text.primary' : 'error'}>
                {sizing.quantity > 0
                  ? derivative
                    ? t('trade.sizing', {
                        quantity: formatQuantity(sizing.quantity, locale),
                        count: sizing.lots,
                        lotSize: formatQuantity(set.lotSize, locale),
                        risk: formatRupees(sizing.risk, locale),
                        allowed,
                      })
                    : t('trade.sizingUnits', {
                        quantity: formatQuantity(sizing.quantity, locale),
                        risk: formatRupees(sizing.risk, locale),
                        allowed,
                      })
                  : t('trade.noSize', { allowed })}
              </Typography>
            )}
            <TicketPreview set={set} entry={entry} stop={stopValue} target={targetValue} quantity={sizing.quantity} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" value="buy" variant="contained" color="success">
              {t('trade.buy')}
            </Button>
            <Button type="submit" value="sell" variant="contained" color="error">
              {t('trade.sell')}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
