import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { env } from '@/config/env';
import { useTranslation } from '@/i18n';
import { useLearnerTransfer } from '@/learner';
import { downloadTextFile } from '@/lib/download';
import { selectUserId } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

/** A chosen file's text (FileReader: every browser the site supports has it). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

type Status = { severity: 'success' | 'info' | 'error'; lines: string[] };

/**
 * The learner's data as one file: everything they made (progress, notes, quiz scores, review
 * cards and days, journal trades, settings) exported as JSON,
 * and such a file imported back, merged record by record so that nothing newer here is replaced.
 */
export function LearnerDataTransfer() {
  const { t } = useTranslation('learning');
  const { exportFile, importText } = useLearnerTransfer();
  const learnerId = useAppSelector(selectUserId);
  const [status, setStatus] = useState<Status | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  if (!learnerId) return null;

  const exportData = () => {
    const file = exportFile();
    const day = file.exportedAt.slice(0, 10);
    downloadTextFile(`learning-data-${day}.json`, JSON.stringify(file, null, 2), 'application/json;charset=utf-8');
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again later.
    event.target.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setStatus({ severity: 'error', lines: [t('learnerData.unreadable')] });
      return;
    }
    const parsed = importText(text);
    if (!parsed) {
      setStatus({ severity: 'error', lines: [t('learnerData.notAnExport')] });
      return;
    }
    const { newer } = parsed;
    const lines = [newer > 0 ? t('learnerData.imported', { count: newer }) : t('learnerData.nothingNewer')];
    if (parsed.dropped > 0) lines.push(t('learnerData.dropped', { count: parsed.dropped }));
    setStatus({ severity: newer > 0 ? 'success' : 'info', lines });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
        {t('learnerData.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
        {env.learnerDataApi ? t('learnerData.synced') : t('learnerData.browserOnly')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={exportData}>
          {t('learnerData.export')}
        </Button>
        <Button variant="outlined" startIcon={<UploadFileIcon aria-hidden />} onClick={() => input.current?.click()}>
          {t('learnerData.import')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('learnerData.import')}
          onChange={(event) => void importFile(event)}
        />
      </Stack>
      <Box role="status" sx={{ mt: 2, minHeight: 0 }}>
        {status && (
          <Alert severity={status.severity}>
            {status.lines.map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
