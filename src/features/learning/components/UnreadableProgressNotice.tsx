import Alert from '@mui/material/Alert';
import { useTranslation } from '@/i18n';
import { selectUnreadableRecords } from '@/learner';
import { useAppSelector } from '@/store/hooks';

/**
 * Says what this browser had stored but could not read, and so left out when the page started:
 * the learner learns why a note or a mark is missing, and that the rest was kept.
 */
export function UnreadableProgressNotice() {
  const { t } = useTranslation('learning');
  const count = useAppSelector(selectUnreadableRecords);
  if (count === 0) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3 }}>
      {t('unreadable.records', { count })}
    </Alert>
  );
}
