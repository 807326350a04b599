import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';

/** The password field both forms show; each adds its label and its own `autoComplete`. */
export const PASSWORD_FIELD = { as: PasswordField, name: 'password', fullWidth: true } as const;

/** The e-mail field's settings, the same on every form that asks for the address. */
export const EMAIL_FIELD = { name: 'email', type: 'email', autoComplete: 'email', fullWidth: true } as const;

interface AuthFormLayoutProps {
  /** The card's heading; it also names the form and labels its button. */
  title: string;
  /** Shown above the form, such as why the learner has to log in again. */
  notice?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The call succeeded and the screen is moving on: the button stays off. */
  done: boolean;
  formError: string | null;
  /** The other form, offered under this one. */
  switchTo: { prompt: string; label: string; path: string };
  /** The form's fields. */
  children: ReactNode;
}

/** The frame login and sign-up share: card, form, submit button, last error and the way across. */
export function AuthFormLayout(props: AuthFormLayoutProps) {
  const { title, notice, onSubmit, busy, done, formError, switchTo, children } = props;
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={title}>
      {notice}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack spacing={2.5}>
          {children}
          <Button type="submit" variant="contained" size="large" disabled={busy || done} fullWidth>
            {busy ? t('processing') : title}
          </Button>
        </Stack>
        <FormError message={formError} />
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {switchTo.prompt}
        <Link component={RouterLink} to={switchTo.path}>
          {switchTo.label}
        </Link>
      </Typography>
    </AuthCard>
  );
}
