import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import type { PayoffPoint } from '../calc/optionPayoff';
import { useShow } from '../hooks/useShow';

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { left: 16, right: 16, top: 24, bottom: 32 };

interface PayoffChartProps {
  points: readonly PayoffPoint[];
  strikes: readonly number[];
  breakevens: readonly number[];
}

/**
 * The payoff at expiry as a line over the underlying's price, with zero, the strikes and the
 * breakevens marked. The picture has a text description, and the same figures are in the table
 * under it for anyone who cannot see it.
 */
export function PayoffChart({ points, strikes, breakevens }: PayoffChartProps) {
  const { t } = useTranslation('tools');
  const show = useShow();
  const id = useId();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || last.price <= first.price) return null;

  const payoffs = points.map((point) => point.payoff);
  const top = Math.max(0, ...payoffs);
  const bottom = Math.min(0, ...payoffs);
  const span = top - bottom || 1;
  const x = (price: number) =>
    PAD.left + ((price - first.price) / (last.price - first.price)) * (WIDTH - PAD.left - PAD.right);
  const y = (payoff: number) => PAD.top + ((top - payoff) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const line = points.map((point) => `${x(point.price).toFixed(1)},${y(point.payoff).toFixed(1)}`).join(' ');
  const zero = y(0);

  const description = t('chart.description', {
    from: show.number(first.price, 2),
    to: show.number(last.price, 2),
    low: show.rupees(Math.min(...payoffs)),
    high: show.rupees(Math.max(...payoffs)),
    breakevens: breakevens.length ? breakevens.map((price) => show.number(price, 2)).join(', ') : t('chart.none'),
  });

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }} id={`${id}-title`}>
        {t('chart.title')}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        sx={{
          width: '100%',
          height: 'auto',
          display: 'block',
          bgcolor: 'background.paper',
          borderRadius: 1,
          color: 'text.secondary',
        }}
      >
        <desc id={`${id}-desc`}>{description}</desc>
        {/* Profit above the zero line, loss below. */}
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={zero} y2={zero} stroke="currentColor" strokeWidth={1} />
        {strikes.map((strike) => (
          <Box
            component="line"
            key={`strike-${strike}`}
            x1={x(strike)}
            x2={x(strike)}
            y1={PAD.top}
            y2={HEIGHT - PAD.bottom}
            stroke="currentColor"
            strokeDasharray="4 4"
            strokeWidth={1}
          />
        ))}
        <Box component="g" sx={{ color: 'primary.main' }}>
          <polyline points={line} fill="none" stroke="currentColor" strokeWidth={3} strokeLinejoin="round" />
        </Box>
        {breakevens.map((price) => (
          <Box component="g" key={`be-${price}`} sx={{ color: 'text.primary' }}>
            <circle cx={x(price)} cy={zero} r={5} fill="currentColor" />
            <text x={x(price)} y={zero - 10} textAnchor="middle" fontSize={14} fill="currentColor">
              {show.number(price, 2)}
            </text>
          </Box>
        ))}
        <text x={PAD.left} y={HEIGHT - 10} fontSize={14} fill="currentColor">
          {show.number(first.price, 0)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 10} fontSize={14} textAnchor="end" fill="currentColor">
          {show.number(last.price, 0)}
        </text>
        <text x={PAD.left} y={16} fontSize={14} fill="currentColor">
          {show.rupees(top)}
        </text>
      </Box>
      <TableContainer sx={{ mt: 2 }}>
        <Table size="small">
          <caption>{t('chart.tableCaption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('chart.price')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('chart.payoff')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((point) => (
              <TableRow key={point.price}>
                <TableCell component="th" scope="row">
                  {show.number(point.price, 2)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {show.rupees(point.payoff)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
