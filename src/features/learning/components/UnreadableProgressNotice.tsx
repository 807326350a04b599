import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/i18n';
import { useAppSelector } from '@/store/hooks';
import { selectUnreadableProgress } from '../progress/progressSlice';

/**
 * Says what this browser had stored but could not read, and so left out when the page started:
 * the learner learns why a note or a mark is missing, and that the rest was kept.
 */
export function UnreadableProgressNotice() {
  const { t } = useTranslation('learning');
  const { notes, progress } = useAppSelector(selectUnreadableProgress);
  if (notes === 0 && progress === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      {notes > 0 && (
        <Alert severity="warning" role="status">
          {t('unreadable.notes', { count: notes })}
        </Alert>
      )}
      {progress > 0 && (
        <Alert severity="warning" role="status">
          {t('unreadable.progress')}
        </Alert>
      )}
    </Stack>
  );
}
