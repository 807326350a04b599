import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/FormTextField';
import { paths } from '@/config/paths';
import { useNavigate } from '@/i18n';
import { errorMessage, errorStatus, isApiError } from '@/store/apiError';
import { otpEmailChanged } from '@/store/authSlice';
import { useAppDispatch } from '@/store/hooks';
import { useSignupMutation } from '../api';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { phoneToSend } from '../phone';
import { signupSchema, type SignupValues } from '../schemas';
import { AuthFormLayout, PASSWORD_FIELD } from './AuthFormLayout';
import { OtpVerificationForm } from './OtpVerificationForm';
import { PhoneField } from './PhoneField';

export const SIGNUP_MESSAGES = {
  signupDuplicate: 'Your email is already registered. Please log in.',
  signupFailed: 'Signup failed. Please try again.',
  signupSuccessMarker: 'OTP sent to email',
} as const;

const EMPTY: SignupValues = { username: '', number: '', email: '', password: '' };

/** The duplicate answer: 409, or the server's own wording of it. */
const isDuplicate = (error: unknown) =>
  errorStatus(error) === 409 || (isApiError(error) && /already (exists|registered)/i.test(error.serverMessage ?? ''));

/** /signup: Full Name, Phone Number, email and password, then the OTP step. A failure keeps what was typed. */
export function SignupForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { formError, fail, clear } = useFormFeedback();
  const [signup] = useSignupMutation();
  const [done, setDone] = useState(false);
  const [otpEmail, setOtpEmail] = useState<string | null>(null);
  const form = useForm<SignupValues>({ defaultValues: EMPTY, resolver: yupResolver(signupSchema) });

  const signUp = async ({ username, number, email, password }: SignupValues) => {
    try {
      const answer = await signup({ username, number: phoneToSend(number), email, password }).unwrap();
      if (!answer?.message?.includes(SIGNUP_MESSAGES.signupSuccessMarker)) {
        fail(answer?.message?.trim() || SIGNUP_MESSAGES.signupFailed);
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
      fail(isDuplicate(error) ? SIGNUP_MESSAGES.signupDuplicate : errorMessage(error, SIGNUP_MESSAGES.signupFailed));
    }
  };

  const submitOnce = useSingleFlight(signUp);

  if (otpEmail) return <OtpVerificationForm email={otpEmail} />;

  return (
    <AuthFormLayout
      title="Sign Up"
      onSubmit={form.handleSubmit(submitOnce)}
      busy={form.formState.isSubmitting}
      done={done}
      formError={formError}
      switchTo={{ prompt: 'Already have an account? ', label: 'Log in', path: paths.login }}
    >
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
      <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" fullWidth />
      <FormTextField {...PASSWORD_FIELD} control={form.control} autoComplete="new-password" />
    </AuthFormLayout>
  );
}
