import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { courseViewerPath } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { isBusyStatus } from '../checkoutSlice';
import { usePurchase } from '../hooks/usePurchase';
import { noticeText } from '../messages';
import type { PurchasableCourse } from '../purchase';

interface BuyButtonProps {
  course: PurchasableCourse;
  /** 'Buy Now' on the detail page, 'Enroll Now' on the second layout (the same purchase). */
  action?: 'buy' | 'enroll';
  fullWidth?: boolean;
}

/** Starts the purchase of one course; shows where it stands and why it stopped. */
export function BuyButton({ course, action = 'buy', fullWidth }: BuyButtonProps) {
  const { t } = useTranslation('checkout');
  const { buy, owned, busy, status, error, awaitingVerification } = usePurchase(course);

  if (owned) {
    // Bought meanwhile in another tab or browser: the reason the last press stopped stays in view.
    const ownedNotice = status === 'failed' && (error === 'alreadyOwned' || error === 'refundDue') ? error : null;
    // The disabled button says why there is nothing to buy; the link beside it is where to go instead.
    const buttons = (
      <Stack direction="row" spacing={1.5} sx={{ width: fullWidth ? '100%' : undefined }}>
        <Button variant="contained" size="large" disabled sx={{ flex: 1 }}>
          {t('buy.purchased')}
        </Button>
        <Button
          component={RouterLink}
          to={courseViewerPath(course._id)}
          variant="outlined"
          size="large"
          sx={{ flex: 1 }}
        >
          {t('buy.goToCourse')}
        </Button>
      </Stack>
    );
    if (!ownedNotice) return buttons;
    return (
      <Stack spacing={1.5} sx={{ alignItems: fullWidth ? 'stretch' : 'flex-start' }}>
        {buttons}
        <Alert
          severity={ownedNotice === 'refundDue' ? 'warning' : 'info'}
          variant="outlined"
          data-testid="checkout-notice"
        >
          {noticeText(t, ownedNotice)}
        </Alert>
      </Stack>
    );
  }

  // Each step of a checkout under way has a line of its own (`progress.<status>`).
  const progress = isBusyStatus(status) ? t(`progress.${status}`) : null;
  const notice =
    status === 'failed' && error
      ? { severity: 'error' as const, text: noticeText(t, error) }
      : status === 'cancelled'
        ? { severity: 'info' as const, text: t('messages.cancelled') }
        : null;

  return (
    <Stack spacing={1.5} sx={{ alignItems: fullWidth ? 'stretch' : 'flex-start' }}>
      <Button
        variant="contained"
        size="large"
        onClick={buy}
        disabled={busy}
        fullWidth={fullWidth}
        startIcon={progress ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {awaitingVerification && !busy ? t('buy.retryVerification') : t(`buy.${action}`)}
      </Button>
      {/* Toasts announce each step; this keeps the state visible next to the button. */}
      {progress && (
        <Alert severity="info" variant="outlined">
          {progress}
        </Alert>
      )}
      {notice && (
        <Alert severity={notice.severity} variant="outlined" data-testid="checkout-notice">
          {notice.text}
        </Alert>
      )}
    </Stack>
  );
}
