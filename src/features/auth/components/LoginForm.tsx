import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorsFollowLanguage } from '@/components/form/useErrorsFollowLanguage';
import { REDIRECT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { loggedIn, selectDeferredPurchase } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLoginMutation } from '../api';
import { failureOf } from '../failure';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { useValidationSchema } from '../hooks/useValidation';
import { emailFromState } from '../navigationState';
import { loginSchema, type LoginValues } from '../schemas';
import { AuthFormLayout, EMAIL_FIELD, PASSWORD_FIELD } from './AuthFormLayout';
import type { ReturnToState } from './RequireAuth';

/**
 * Where login sends the learner: the page they asked for or were on, else the course a guest's
 * Buy Now was for, else home.
 */
function returnPath(state: unknown, purchasePath: string | undefined): string {
  const from = (state as ReturnToState | null)?.from;
  if (!from?.pathname || from.pathname.toLowerCase() === paths.login) return purchasePath ?? paths.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** /login: email and password; a failed call keeps both. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigateLater = useDelayedNavigate();
  const { formError, succeed, fail } = useFormFeedback();
  const [login] = useLoginMutation();
  const purchasePath = useAppSelector(selectDeferredPurchase)?.path;
  const [done, setDone] = useState(false);
  const schema = useValidationSchema(loginSchema);
  // Straight from verifying a new account, or from a reset: the address is already known.
  const [defaults] = useState(() => ({ email: emailFromState(location.state) ?? '', password: '' }));
  const form = useForm<LoginValues>({ defaultValues: defaults, resolver: yupResolver(schema) });
  useErrorsFollowLanguage(form);

  const logIn = async ({ email, password }: LoginValues) => {
    try {
      const data = await login({ email, password, role: 'user' }).unwrap();
      if (!data?.token || !data.user?._id) throw new Error('Login answer without a token or user');
      dispatch(loggedIn({ token: data.token, user: data.user }));
      setDone(true);
      succeed(t('login.success'));
      navigateLater(returnPath(location.state, purchasePath), REDIRECT_MS.login, { replace: true });
    } catch (error) {
      fail(failureOf(error, 'login.failed'));
    }
  };

  const submitOnce = useSingleFlight(logIn);
  const sessionExpired = (location.state as ReturnToState | null)?.sessionExpired === true;

  return (
    <AuthFormLayout
      title={t('login.title')}
      notice={
        sessionExpired &&
        !done && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {t('login.sessionExpired')}
          </Alert>
        )
      }
      onSubmit={form.handleSubmit(submitOnce)}
      busy={form.formState.isSubmitting}
      done={done}
      formError={formError}
      switchTo={{ prompt: t('login.switchPrompt'), label: t('login.switchLink'), path: paths.signup }}
    >
      <FormTextField {...EMAIL_FIELD} control={form.control} label={t('fields.email')} />
      <FormTextField
        {...PASSWORD_FIELD}
        control={form.control}
        label={t('fields.password')}
        autoComplete="current-password"
      />
      <Link component={RouterLink} to={paths.changePassword} sx={{ alignSelf: 'flex-end' }}>
        {t('login.forgotPassword')}
      </Link>
    </AuthFormLayout>
  );
}
