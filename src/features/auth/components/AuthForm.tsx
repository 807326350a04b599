import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FormTextField } from '@/components/form/FormTextField';
import { REDIRECT_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorMessage, errorStatus, isApiError } from '@/store/apiError';
import { loggedIn, otpEmailChanged } from '@/store/authSlice';
import { useAppDispatch } from '@/store/hooks';
import { useLoginMutation, useSignupMutation } from '../api';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { phoneToSend } from '../phone';
import { loginSchema, signupSchema, type SignupValues } from '../schemas';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { OtpVerificationForm } from './OtpVerificationForm';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import type { ReturnToState } from './RequireAuth';

export type AuthMode = 'login' | 'signup';

export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Invalid email or password. Please try again.',
  signupDuplicate: 'Your email is already registered. Please log in.',
  signupFailed: 'Signup failed. Please try again.',
  signupSuccessMarker: 'OTP sent to email',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

const EMPTY: SignupValues = { username: '', number: '', email: '', password: '' };

/** Where login sends the learner: the page they asked for or were on, else home. */
function returnPath(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  if (!from?.pathname || from.pathname.toLowerCase() === paths.login) return paths.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** The duplicate answer: 409, or the server's own wording of it. */
const isDuplicate = (error: unknown) =>
  errorStatus(error) === 409 || (isApiError(error) && /already (exists|registered)/i.test(error.serverMessage ?? ''));

/**
 * Login and sign-up share this one form: login asks for email and password,
 * sign-up adds Full Name and Phone Number. A failed call keeps everything typed.
 */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const isSignup = mode === 'signup';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const navigateLater = useDelayedNavigate();
  const { formError, succeed, fail, clear } = useFormFeedback();
  const [login] = useLoginMutation();
  const [signup] = useSignupMutation();
  const [done, setDone] = useState(false);
  const [otpEmail, setOtpEmail] = useState<string | null>(null);

  const form = useForm<SignupValues>({
    defaultValues: EMPTY,
    // Both schemas read the same value shape; login simply ignores the sign-up-only fields.
    resolver: yupResolver(isSignup ? signupSchema : loginSchema) as unknown as Resolver<SignupValues>,
  });
  const { isSubmitting } = form.formState;

  const logIn = async ({ email, password }: SignupValues) => {
    try {
      const data = await login({ email, password, role: 'user' }).unwrap();
      if (!data?.token || !data.user?._id) throw new Error('Login answer without a token or user');
      dispatch(loggedIn({ token: data.token, user: data.user }));
      setDone(true);
      succeed(AUTH_MESSAGES.loginSuccess);
      navigateLater(returnPath(location.state), REDIRECT_MS.login, { replace: true });
    } catch (error) {
      fail(errorMessage(error, AUTH_MESSAGES.loginFailed));
    }
  };

  const signUp = async ({ username, number, email, password }: SignupValues) => {
    try {
      const answer = await signup({ username, number: phoneToSend(number), email, password }).unwrap();
      if (!answer?.message?.includes(AUTH_MESSAGES.signupSuccessMarker)) {
        fail(answer?.message?.trim() || AUTH_MESSAGES.signupFailed);
        return;
      }
      clear();
      setDone(true);
      // Kept in storage so the OTP screen still knows the address after a reload.
      dispatch(otpEmailChanged(email));
      setOtpEmail(email);
      void navigate(paths.otpVerification, { state: { email } });
    } catch (error) {
      // The duplicate text only for the duplicate answer: a network error is no proof the e-mail is taken.
      fail(isDuplicate(error) ? AUTH_MESSAGES.signupDuplicate : errorMessage(error, AUTH_MESSAGES.signupFailed));
    }
  };

  const submitOnce = useSingleFlight(isSignup ? signUp : logIn);

  if (otpEmail) return <OtpVerificationForm email={otpEmail} />;

  const title = isSignup ? 'Sign Up' : 'Login';
  const sessionExpired = !isSignup && (location.state as ReturnToState | null)?.sessionExpired === true;
  return (
    <AuthCard title={title}>
      {sessionExpired && !done && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {AUTH_MESSAGES.sessionExpired}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={form.handleSubmit(submitOnce)} aria-label={title}>
        <Stack spacing={2.5}>
          {isSignup && (
            <>
              <FormTextField control={form.control} name="username" label="Full Name" autoComplete="name" fullWidth />
              <Controller
                control={form.control}
                name="number"
                render={({ field, fieldState }) => (
                  <PhoneField
                    label="Phone Number"
                    fullWidth
                    autoComplete="tel"
                    name={field.name}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{ htmlInput: { 'aria-required': true } }}
                  />
                )}
              />
            </>
          )}
          <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
          <FormTextField
            as={PasswordField}
            control={form.control}
            name="password"
            label="Password"
            autoComplete={isSignup ? 'new-password' : 'current-password'}
            fullWidth
          />
          {!isSignup && (
            <Link component={RouterLink} to={paths.changePassword} sx={{ alignSelf: 'flex-end' }}>
              Forgot Password?
            </Link>
          )}
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done} fullWidth>
            {isSubmitting ? 'Processing...' : title}
          </Button>
        </Stack>
        <FormError message={formError} />
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {isSignup ? 'Already have an account? ' : "Don't have an account? "}
        <Link component={RouterLink} to={isSignup ? paths.login : paths.signup}>
          {isSignup ? 'Log in' : 'Sign up'}
        </Link>
      </Typography>
    </AuthCard>
  );
}
