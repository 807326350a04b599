import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { TOAST_MS } from '@/config/constants';
import { brand } from '@/theme/theme';
import { connectToaster, type ToastAction } from './toast';

/** notistack's own colours fail WCAG AA contrast; toasts use the theme's instead. */
const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: brand.green, color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b3261e', color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a5300', color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1f4e79', color: '#ffffff' },
  '&.notistack-MuiContent-default': { backgroundColor: brand.ink, color: '#ffffff' },
});

const TOAST_COMPONENTS = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

const actionButton =
  ({ label, onClick }: ToastAction) =>
  (key: SnackbarKey) => (
    <Button
      color="inherit"
      size="small"
      sx={{ fontWeight: 700 }}
      onClick={() => {
        closeSnackbar(key);
        onClick();
      }}
    >
      {label}
    </Button>
  );

export default function Toaster() {
  // The provider registers notistack's global enqueueSnackbar as it mounts, before this effect.
  useEffect(
    () =>
      connectToaster(({ message, options: { action, ...options } }) =>
        enqueueSnackbar(message, action ? { ...options, action: actionButton(action) } : options),
      ),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_MS.default}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={TOAST_COMPONENTS}
    />
  );
}
