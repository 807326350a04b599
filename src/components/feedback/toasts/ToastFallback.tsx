import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n';
import { onToastWanted, takeWaitingToasts, type Toast } from './toast';

interface ShownToast extends Toast {
  id: number;
}

let nextId = 0;

/**
 * Toasts as plain alerts, for when the toaster's code cannot be fetched (offline, or a redeploy):
 * every message is still shown and announced, and stays until it is dismissed.
 */
export function ToastFallback() {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState<ShownToast[]>([]);

  useEffect(() => {
    const take = () => {
      const taken = takeWaitingToasts();
      if (taken.length > 0)
        setShown((current) => [...current, ...taken.map((toast) => ({ ...toast, id: (nextId += 1) }))]);
    };
    take();
    return onToastWanted(take);
  }, []);

  if (shown.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        // Where the toaster shows them: the bottom left, clear of the navbar and the chat button.
        position: 'fixed',
        bottom: 16,
        left: 16,
        zIndex: 1400,
        width: 'min(560px, calc(100% - 32px))',
      }}
    >
      {shown.map(({ id, message, options }) => {
        const close = () => setShown((current) => current.filter((toast) => toast.id !== id));
        const { action } = options;
        return (
          <Alert
            key={id}
            role="alert"
            sx={{ boxShadow: 6 }}
            severity={options.variant === 'default' ? 'info' : options.variant}
            onClose={action ? undefined : close}
            closeText={t('actions.close')}
            action={
              action && (
                <>
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      close();
                      action.onClick();
                    }}
                  >
                    {action.label}
                  </Button>
                  <IconButton color="inherit" size="small" aria-label={t('actions.close')} onClick={close}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              )
            }
          >
            {message}
          </Alert>
        );
      })}
    </Stack>
  );
}
