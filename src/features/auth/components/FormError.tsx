import Alert from '@mui/material/Alert';

/**
 * The last failure of a form, kept beside it: toasts vanish after a few seconds, this stays until the
 * next attempt so nobody has to catch a message in flight.
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {message}
    </Alert>
  );
}
