import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslation } from '@/i18n';
import type { JournalEntry } from '@/learner';
import { formatQuantity, formatR, formatRupees } from '../format';
import { journalStats } from '../journalStats';

/** The cumulative R after each trade, drawn in the theme's colours; its numbers are said in words too. */
function RCurve({ curve }: { curve: number[] }) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const width = 600;
  const height = 160;
  const points = [0, ...curve];
  const top = Math.max(1, ...points);
  const bottom = Math.min(-1, ...points);
  const x = (i: number) => (i / Math.max(1, points.length - 1)) * (width - 20) + 10;
  const y = (r: number) => 10 + ((top - r) / (top - bottom)) * (height - 20);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('journal.curve')}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <Box
          component="line"
          x1={0}
          x2={width}
          y1={y(0)}
          y2={y(0)}
          sx={{ stroke: (theme) => theme.vars?.palette.divider, strokeDasharray: '4 4' }}
        />
        <Box
          component="polyline"
          fill="none"
          points={points.map((r, i) => `${x(i)},${y(r)}`).join(' ')}
          sx={{ stroke: (theme) => theme.vars?.palette.primary.main, strokeWidth: 3 }}
        />
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {t('journal.curve')}.{' '}
        {t('journal.curveSummary', { count: curve.length, r: formatR(curve.at(-1) ?? 0, locale) })}
      </Typography>
    </Box>
  );
}

/** The statistics that tell a plan from luck, and the R curve, of the trades taken. */
export function JournalStats({ entries }: { entries: JournalEntry[] }) {
  const { t } = useTranslation('practice');
  const locale = useLocale();
  const stats = journalStats(entries);
  const statRows: [string, string][] = [
    [t('journal.trades'), formatQuantity(stats.trades, locale)],
    [t('journal.winRate'), `${formatQuantity(Math.round(stats.winRate * 100), locale)} %`],
    [t('journal.averageR'), formatR(stats.averageR, locale)],
    [
      t('journal.expectancy'),
      t('journal.expectancyValue', {
        r: formatR(stats.expectancyR, locale),
        amount: formatRupees(stats.expectancyRupees, locale),
      }),
    ],
    [t('journal.drawdown'), `${formatR(-stats.maxDrawdownR, locale)} R`],
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('journal.stats')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 1, m: 0 }}
      >
        {statRows.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <RCurve curve={stats.curve} />
    </Paper>
  );
}
