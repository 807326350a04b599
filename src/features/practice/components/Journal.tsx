import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useJournal, useLearnerDataStored } from '@/learner';
import { downloadTextFile } from '@/lib/download';
import { journalExport, parseJournalFile } from '../data/journalFile';
import { journalCsv } from '../journalCsv';
import { JournalStats } from './JournalStats';
import { JournalTable } from './JournalTable';
import { RTerms } from './RTerms';

/**
 * The learner's journal: every closed trade with its result, the statistics that tell a plan
 * from luck, an R curve, CSV export, and export and import of the whole journal for another
 * browser. A deleted trade can be brought back from the toast. A trade the learner's account
 * refused says so under its row, with the account's reason and a way to try again.
 */
export function Journal() {
  const { t } = useTranslation('practice');
  const { entries, guest, imported } = useJournal();
  const saved = useLearnerDataStored();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importMessage, setImportMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const headingId = useId();

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
          onClick={() => downloadTextFile('trading-journal.csv', journalCsv(entries), 'text/csv;charset=utf-8')}
        >
          {t('journal.exportCsv')}
        </Button>
        <Button
          variant="outlined"
          disabled={!entries.length}
          onClick={() =>
            downloadTextFile('trading-journal.json', journalExport(entries), 'application/json;charset=utf-8')
          }
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
          <JournalStats entries={entries} />
          <RTerms />
          <JournalTable entries={entries} labelledBy={headingId} />
        </>
      )}
    </Box>
  );
}
