import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { FormTextField } from '@/components/form/FormTextField';
import { REDIRECT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { Link as RouterLink } from '@/i18n';
import { errorMessage } from '@/store/apiError';
import { loggedIn } from '@/store/authSlice';
import { useAppDispatch } from '@/store/hooks';
import { useLoginMutation } from '../api';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { loginSchema, type LoginValues } from '../schemas';
import { AuthFormLayout, PASSWORD_FIELD } from './AuthFormLayout';
import type { ReturnToState } from './RequireAuth';

export const LOGIN_MESSAGES = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Invalid email or password. Please try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

/** Where login sends the learner: the page they asked for or were on, else home. */
function returnPath(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  if (!from?.pathname || from.pathname.toLowerCase() === paths.login) return paths.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** /login: email and password; a failed call keeps both. */
export function LoginForm() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigateLater = useDelayedNavigate();
  const { formError, succeed, fail } = useFormFeedback();
  const [login] = useLoginMutation();
  const [done, setDone] = useState(false);
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' }, resolver: yupResolver(loginSchema) });

  const logIn = async ({ email, password }: LoginValues) => {
    try {
      const data = await login({ email, password, role: 'user' }).unwrap();
      if (!data?.token || !data.user?._id) throw new Error('Login answer without a token or user');
      dispatch(loggedIn({ token: data.token, user: data.user }));
      setDone(true);
      succeed(LOGIN_MESSAGES.loginSuccess);
      navigateLater(returnPath(location.state), REDIRECT_MS.login, { replace: true });
    } catch (error) {
      fail(errorMessage(error, LOGIN_MESSAGES.loginFailed));
    }
  };

  const submitOnce = useSingleFlight(logIn);
  const sessionExpired = (location.state as ReturnToState | null)?.sessionExpired === true;

  return (
    <AuthFormLayout
      title="Login"
      notice={
        sessionExpired &&
        !done && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {LOGIN_MESSAGES.sessionExpired}
          </Alert>
        )
      }
      onSubmit={form.handleSubmit(submitOnce)}
      busy={form.formState.isSubmitting}
      done={done}
      formError={formError}
      switchTo={{ prompt: "Don't have an account? ", label: 'Sign up', path: paths.signup }}
    >
      <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
      <FormTextField {...PASSWORD_FIELD} control={form.control} autoComplete="current-password" />
      <Link component={RouterLink} to={paths.changePassword} sx={{ alignSelf: 'flex-end' }}>
        Forgot Password?
      </Link>
    </AuthFormLayout>
  );
}
