import Box from '@mui/material/Box';
import { useTranslation } from '@/i18n';
import { formatQuantity } from '../format';
import type { PracticeSet } from '../model';

/** The candles shown so far, newest first, in a scrollable table a keyboard can reach. */
export function CandleTable({
  shown,
  price,
  locale,
}: {
  shown: PracticeSet['candles'];
  price: (value: number) => string;
  locale: string;
}) {
  const { t } = useTranslation('practice');
  const captionId = 'practice-candles-caption';
  const rows = [...shown].reverse();
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{
        maxHeight: 240,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.875rem',
          '& th, & td': { px: 1, py: 0.5, textAlign: 'right', whiteSpace: 'nowrap' },
          '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
          '& thead th': { position: 'sticky', top: 0, bgcolor: 'background.paper' },
        }}
      >
        <Box
          component="caption"
          id={captionId}
          sx={{ captionSide: 'top', textAlign: 'left', px: 1, py: 0.5, fontWeight: 600 }}
        >
          {t('replay.tableCaption')}
        </Box>
        <thead>
          <tr>
            {(['date', 'open', 'high', 'low', 'close', 'volume'] as const).map((key) => (
              <th key={key} scope="col">
                {t(`replay.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((candle) => (
            <tr key={candle.date}>
              <th scope="row" style={{ fontWeight: 400 }}>
                {candle.date.replace('T', ' ')}
              </th>
              <td>{price(candle.open)}</td>
              <td>{price(candle.high)}</td>
              <td>{price(candle.low)}</td>
              <td>{price(candle.close)}</td>
              <td>{formatQuantity(candle.volume, locale)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
