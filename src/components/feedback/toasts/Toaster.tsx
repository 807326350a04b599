import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { TOAST_MS } from '@/config/constants';
import { tokens } from '@/theme/components';
import { connectToaster, type ToastAction } from './toast';

const solid = (color: { main: string; contrastText: string }) => ({
  backgroundColor: color.main,
  color: color.contrastText,
});

/**
 * notistack's own colours fail WCAG AA contrast; toasts use the theme's instead, so they follow
 * the colour scheme. The plain toast inverts the page: text colour behind, page colour on it.
 */
const Toast = styled(MaterialDesignContent)(({ theme }) => {
  const palette = tokens(theme);
  return {
    '&.notistack-MuiContent-success': solid(palette.success),
    '&.notistack-MuiContent-error': solid(palette.error),
    '&.notistack-MuiContent-warning': solid(palette.warning),
    '&.notistack-MuiContent-info': solid(palette.info),
    '&.notistack-MuiContent-default': { backgroundColor: palette.text.primary, color: palette.background.paper },
    // Clear of the chat button at the bottom right on a desktop.
    maxWidth: 560,
  };
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
  const theme = useTheme();
  // notistack slides a toast in from beyond the window's edge: on a phone, across the whole screen,
  // cut by its edge until it lands. There (and for a learner who asked for less motion) a toast
  // fades in where it stays, inside the window.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
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
      // At the top they covered the navbar's links, its logo and menu on a phone; the bottom left is
      // free (the chat button is in the navbar on a phone, at the bottom right on a desktop).
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      TransitionComponent={phone || lessMotion ? Fade : undefined}
      Components={TOAST_COMPONENTS}
    />
  );
}
