import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorsFollowLanguage } from '@/components/form/useErrorsFollowLanguage';
import { paths } from '@/config/paths';
import { useLanguage, useNavigate, useTranslation } from '@/i18n';
import { errorStatus, isApiError } from '@/store/apiError';
import { otpEmailChanged } from '@/store/authSlice';
import { useAppDispatch } from '@/store/hooks';
import { useSignupMutation } from '../api';
import { failureLine, failureOf, passwordRefusal, withServerWords } from '../failure';
import { useFormFeedback } from '../hooks/useFormFeedback';
import { useSingleFlight } from '../hooks/useSingleFlight';
import { useValidationSchema } from '../hooks/useValidation';
import { phoneToSend } from '../phone';
import { signupSchema, type SignupValues } from '../schemas';
import { lastSignupDraft, rememberSignup } from '../signupDraft';
import { AuthFormLayout, EMAIL_FIELD, PASSWORD_FIELD } from './AuthFormLayout';
import { OtpVerificationForm } from './OtpVerificationForm';
import { PasswordStrengthHint } from './PasswordStrengthHint';
import { PhoneField } from './PhoneField';

/** What the API's answer to a sign-up holds when it has sent the OTP (its words, not the page's). */
const SIGNUP_SUCCESS_MARKER = 'OTP sent to email';

const EMPTY: SignupValues = { username: '', number: '', email: '', password: '' };

/** The duplicate answer: 409, or the server's own wording of it. */
const isDuplicate = (error: unknown) =>
  errorStatus(error) === 409 || (isApiError(error) && /already (exists|registered)/i.test(error.serverMessage ?? ''));

/** /signup: Full Name, Phone Number, email and password, then the OTP step. A failure keeps what was typed. */
export function SignupForm() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { formError, fail, clear } = useFormFeedback();
  const [signup] = useSignupMutation();
  const [done, setDone] = useState(false);
  const [otpEmail, setOtpEmail] = useState<string | null>(null);
  const schema = useValidationSchema(signupSchema);
  const location = useLocation();
  // Back from the code's screen to change the address: the rest of the form as it was sent.
  const changingEmail = (location.state as { changeEmail?: unknown } | null)?.changeEmail === true;
  const [defaults] = useState(() => (changingEmail ? (lastSignupDraft() ?? EMPTY) : EMPTY));
  const form = useForm<SignupValues>({ defaultValues: defaults, resolver: yupResolver(schema) });
  useErrorsFollowLanguage(form);
  const { setFocus } = form;
  useEffect(() => {
    if (changingEmail) setFocus('email', { shouldSelect: true });
  }, [changingEmail, setFocus]);

  const signUp = async ({ username, number, email, password }: SignupValues) => {
    try {
      const answer = await signup({ username, number: phoneToSend(number), email, password }).unwrap();
      if (!answer?.message?.includes(SIGNUP_SUCCESS_MARKER)) {
        fail(withServerWords(answer?.message?.trim(), 'signup.failed'));
        return;
      }
      clear();
      setDone(true);
      rememberSignup({ username, number, email, password });
      // Kept in storage so the OTP screen still knows the address after a reload.
      dispatch(otpEmailChanged(email));
      setOtpEmail(email);
      void navigate(paths.otpVerification, { state: { email } });
    } catch (error) {
      const refused = passwordRefusal(error);
      if (refused) {
        clear();
        form.setError('password', { message: refused(t, lang) }, { shouldFocus: true });
        return;
      }
      // The duplicate text only for the duplicate answer: a network error is no proof the e-mail is taken.
      fail(isDuplicate(error) ? failureLine('signup.duplicate') : failureOf(error, 'signup.failed'));
    }
  };

  const submitOnce = useSingleFlight(signUp);

  if (otpEmail) return <OtpVerificationForm email={otpEmail} />;

  return (
    <AuthFormLayout
      title={t('signup.title')}
      onSubmit={form.handleSubmit(submitOnce)}
      busy={form.formState.isSubmitting}
      done={done}
      formError={formError}
      switchTo={{ prompt: t('signup.switchPrompt'), label: t('signup.switchLink'), path: paths.login }}
    >
      <FormTextField
        control={form.control}
        name="username"
        label={t('fields.fullName')}
        autoComplete="name"
        fullWidth
      />
      <Controller
        control={form.control}
        name="number"
        render={({ field, fieldState }) => (
          <PhoneField
            label={t('fields.phone')}
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
      <FormTextField {...EMAIL_FIELD} control={form.control} label={t('fields.email')} />
      <FormTextField
        {...PASSWORD_FIELD}
        control={form.control}
        label={t('fields.password')}
        autoComplete="new-password"
      />
      <PasswordStrengthHint control={form.control} name="password" />
    </AuthFormLayout>
  );
}
