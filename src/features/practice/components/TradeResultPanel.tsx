import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslation } from '@/i18n';
import { FEELINGS, type Feeling } from '@/learner';
import { formatR, formatRupees } from '../format';
import type { ClosedTrade } from '../replay';

/** The trade just closed: how, its result in R and rupees, and how the learner felt. */
export function TradeResultPanel({
  closed,
  price,
  saved,
  feeling,
  onFeeling,
}: {
  closed: ClosedTrade;
  price: (value: number) => string;
  saved: boolean;
  feeling: Feeling | '';
  onFeeling: (feeling: Feeling | '') => void;
}) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const { result, exit } = closed;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="practice-result-heading"
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Typography id="practice-result-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('result.heading')}
      </Typography>
      <Box role="status">
        <Typography>{t(`result.${exit.reason}`, { price: price(exit.price) })}</Typography>
        {exit.bothTouched && <Typography>{t('result.bothTouched')}</Typography>}
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: result.net < 0 ? 'error.main' : 'success.main' }}>
          {t('result.r', { r: formatR(result.r, locale) })}
          {' · '}
          {t('result.net', { amount: formatRupees(result.net, locale) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('result.charges', { amount: formatRupees(result.charges.total, locale) })}
        </Typography>
        <Typography variant="body2">{saved ? t('result.saved') : t('result.notSaved')}</Typography>
      </Box>
      <TextField
        select
        size="small"
        label={t('result.feeling')}
        value={feeling}
        onChange={(event) => onFeeling(event.target.value as Feeling | '')}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="">{t('feelings.none')}</MenuItem>
        {FEELINGS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`feelings.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}
