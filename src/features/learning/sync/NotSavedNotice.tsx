import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/i18n';
import { useRefusedRecords, type RefusedRecord } from '@/learner';
import { errorMessage } from '@/store/apiError';

/** A live note or trade: the notes panel and the journal show its refusal beside it. */
const shownBesideIt = ({ record }: RefusedRecord) =>
  (record.kind === 'note' || record.kind === 'trade') && !record.deleted;

/**
 * What the learner's account refused of every other record (progress, quiz bests, review cards,
 * settings, a deleted note): one small notice above the page, with the account's reasons, a way to
 * try again and a way to hide it until the account refuses something else.
 */
export function NotSavedNotice() {
  const { t } = useTranslation('common');
  const { refused, retry, dismiss } = useRefusedRecords();
  const shown = refused.filter((refusal) => !refusal.dismissed && !shownBesideIt(refusal));
  if (shown.length === 0) return null;
  const keys = shown.map(({ key }) => key);
  const reasons = [...new Set(shown.map(({ error }) => errorMessage(error, t('learnerData.noReason'))))];
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ maxWidth: 960, mx: 'auto', mt: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={() => retry(keys)}>
            {t('learnerData.retry')}
          </Button>
          <Button color="inherit" size="small" onClick={() => dismiss(keys)}>
            {t('learnerData.dismiss')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t('learnerData.notSaved')}</AlertTitle>
      {t('learnerData.keptHere', { count: shown.length, reason: reasons.join('; ') })}
    </Alert>
  );
}
