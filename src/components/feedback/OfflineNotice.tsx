import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '@/i18n';

/**
 * The words for something whose code or text could not be fetched: "offline" only when the browser
 * is; a server that failed to answer, or a file gone after a redeploy, is not that.
 */
export const unavailableWords = (): 'offline' | 'partFailed' =>
  typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'partFailed';

interface OfflineNoticeProps {
  onRetry: () => void;
  /** Offered where the notice covers something (a menu's place), so it can be put away. */
  onClose?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * Said in place of a part whose code could not be fetched: the rest of the page stays usable, and
 * the part tries again on Retry (or by itself once the connection is back).
 */
export function OfflineNotice({ onRetry, onClose, sx }: OfflineNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="warning"
      sx={sx}
      action={
        <>
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
          {onClose && (
            <IconButton color="inherit" size="small" aria-label={t('actions.close')} onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </>
      }
    >
      {t(unavailableWords())}
    </Alert>
  );
}
