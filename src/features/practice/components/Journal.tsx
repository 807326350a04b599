import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useMemo, useRef, useState } from 'react';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { useLocale, useTranslation } from '@/i18n';
import { useJournal, useLearnerDataStored, useRefusedRecords, type JournalEntry } from '@/learner';
import { errorMessage } from '@/store/apiError';
import { journalExport, parseJournalFile } from '../data/journalFile';
import { formatCandleTime, formatQuantity, formatR, formatRupees } from '../format';
import { journalStats } from '../journalStats';
import { journalTableSx } from './journalTableSx';
import { RTerms } from './RTerms';

const CSV_COLUMNS = [
  'closedAt',
  'setId',
  'instrument',
  'side',
  'entry',
  'exit',
  'stop',
  'target',
  'quantity',
  'reason',
  'gross',
  'charges',
  'net',
  'r',
  'setup',
  'note',
  'feeling',
] as const satisfies readonly (keyof JournalEntry)[];

const csvCell = (value: unknown) => {
  const text = String(value);
  // A leading =, +, - or @ (or a tab or carriage return before one) would run as a formula in a
  // spreadsheet; a quote keeps it text.
  const safe = /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  // A cell with a separator, a quote or a line break of any kind is quoted, so it stays one cell.
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The journal as CSV, a row per trade, for a spreadsheet. */
export const journalCsv = (entries: JournalEntry[]) =>
  [CSV_COLUMNS.join(','), ...entries.map((entry) => CSV_COLUMNS.map((key) => csvCell(entry[key])).join(','))].join(
    '\r\n',
  ) + '\r\n';

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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

/** The columns of a trade's row in the table. */
const COLUMNS = [
  'closedAt',
  'set',
  'side',
  'entry',
  'exit',
  'quantity',
  'r',
  'result',
  'charges',
  'setup',
  'note',
  'feeling',
] as const;

/**
 * The learner's journal: every closed trade with its result, the statistics that tell a plan
 * from luck, an R curve, CSV export, and export and import of the whole journal for another
 * browser. A deleted trade can be brought back from the toast. A trade the learner's account
 * refused says so under its row, with the account's reason and a way to try again.
 */
export function Journal() {
  const { t } = useTranslation('practice');
  const { t: tCommon } = useTranslation('common');
  const locale = useLocale();
  const { entries, guest, remove: removeTrade, restore, imported } = useJournal();
  const saved = useLearnerDataStored();
  const { refused, retry } = useRefusedRecords();
  // A refused deletion has no row: the general notice tells of it.
  const refusedTrades = useMemo(
    () =>
      new Map(
        refused
          .filter(({ record }) => record.kind === 'trade' && !record.deleted)
          .map((refusal) => [refusal.record.id, refusal]),
      ),
    [refused],
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const [importMessage, setImportMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const headingId = useId();
  const stats = journalStats(entries);

  const remove = (entry: JournalEntry) => {
    removeTrade(entry.id);
    enqueueToast(t('journal.deleted'), {
      variant: 'default',
      action: {
        label: t('journal.undo'),
        onClick: () => restore(entry),
      },
    });
  };

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const result = parseJournalFile(await file.text());
    if (!result) {
      setImportMessage({ severity: 'error', text: t('journal.importFailed') });
      return;
    }
    const added = imported(result.entries);
    setImportMessage({
      severity: 'success',
      text: [
        t('journal.imported', { count: added }),
        result.skipped ? t('journal.importSkipped', { count: result.skipped }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    });
  };

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
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('journal.heading')}
      </Typography>
      {guest && <Typography color="text.secondary">{t('journal.guest')}</Typography>}
      {!saved && <Alert severity="warning">{t('result.notSaved')}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          disabled={!entries.length}
          onClick={() => download('trading-journal.csv', 'text/csv', journalCsv(entries))}
        >
          {t('journal.exportCsv')}
        </Button>
        <Button
          variant="outlined"
          disabled={!entries.length}
          onClick={() => download('trading-journal.json', 'application/json', journalExport(entries))}
        >
          {t('journal.exportJson')}
        </Button>
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          {t('journal.importJson')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('journal.importJson')}
          onChange={(event) => {
            void onImport(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      {importMessage && (
        <Alert severity={importMessage.severity} role="status">
          {importMessage.text}
        </Alert>
      )}
      {entries.length === 0 ? (
        <Typography>{t('journal.empty')}</Typography>
      ) : (
        <>
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
          <RTerms />
          <Box
            role="region"
            aria-labelledby={headingId}
            tabIndex={0}
            sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
          >
            <Box component="table" sx={journalTableSx(COLUMNS.map((key) => t(`journal.${key}`)))}>
              <thead>
                <tr>
                  {COLUMNS.map((key) => (
                    <th key={key} scope="col">
                      {t(`journal.${key}`)}
                    </th>
                  ))}
                  <td />
                </tr>
              </thead>
              <tbody>
                {[...entries].reverse().map((entry) => {
                  const date = formatCandleTime(entry.closedAt, locale);
                  const refusal = refusedTrades.get(entry.id);
                  return (
                    <Fragment key={entry.id}>
                      <tr>
                        <th scope="row" style={{ fontWeight: 400 }}>
                          {date}
                        </th>
                        <td>{entry.instrument}</td>
                        <td>{t(`trade.side_${entry.side}`)}</td>
                        <td>{formatQuantity(entry.entry, locale)}</td>
                        <td>{formatQuantity(entry.exit, locale)}</td>
                        <td>{formatQuantity(entry.quantity, locale)}</td>
                        <td>{`${formatR(entry.r, locale)} R`}</td>
                        <td>{formatRupees(entry.net, locale)}</td>
                        <td>{formatRupees(entry.charges, locale)}</td>
                        <td>{entry.setup}</td>
                        <td style={{ minWidth: 120 }}>{entry.note}</td>
                        <td>{entry.feeling ? t(`feelings.${entry.feeling}`) : ''}</td>
                        <td>
                          <Button
                            size="small"
                            color="error"
                            aria-label={t('journal.deleteLabel', { date })}
                            onClick={() => remove(entry)}
                          >
                            {t('journal.delete')}
                          </Button>
                        </td>
                      </tr>
                      {refusal && (
                        <tr>
                          <td colSpan={COLUMNS.length + 1} style={{ whiteSpace: 'normal' }}>
                            <Alert
                              severity="warning"
                              role="status"
                              action={
                                <Button
                                  color="inherit"
                                  size="small"
                                  aria-label={t('journal.retrySyncLabel', { date })}
                                  onClick={() => retry([refusal.key])}
                                >
                                  {t('journal.retrySync')}
                                </Button>
                              }
                            >
                              <AlertTitle>{t('journal.notSynced')}</AlertTitle>
                              {t('journal.notSyncedKept', {
                                reason: errorMessage(refusal.error, tCommon('learnerData.noReason')),
                              })}
                            </Alert>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
