import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Fragment, useMemo } from 'react';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { useLocale, useTranslation } from '@/i18n';
import { useJournal, useRefusedRecords, type JournalEntry } from '@/learner';
import { errorMessage } from '@/store/apiError';
import { formatCandleTime, formatQuantity, formatR, formatRupees } from '../format';
import { journalTableSx } from './journalTableSx';

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
 * The journal's trades, newest first, each with a Delete that Undo in its toast takes back. A trade
 * the learner's account refused says so under its row, with the account's reason and a way to try again.
 */
export function JournalTable({ entries, labelledBy }: { entries: JournalEntry[]; labelledBy: string }) {
  const { t } = useTranslation('practice');
  const { t: tCommon } = useTranslation('common');
  const locale = useLocale();
  const { remove: removeTrade, restore } = useJournal();
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

  return (
    <Box
      role="region"
      aria-labelledby={labelledBy}
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
  );
}
