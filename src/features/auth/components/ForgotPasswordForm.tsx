import { useTranslation } from '@/i18n';
import { failureLine } from '../failure';
import { forgotPasswordSchema } from '../schemas';
import { ResetRequestForm } from './ResetRequestForm';

/** Whatever went wrong, this screen says the same line. */
const failure = () => failureLine('forgotPassword.failed');

/**
 * /forgot-pass, the alternate reset screen, on the API host like every other call. It goes on to
 * /NewPassGenerate with the e-mail, as /Change-pass does, where the OTP just sent is entered:
 * sending it to /change-pass would only ask for the e-mail again and mail a second OTP.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  return (
    <ResetRequestForm
      title={t('forgotPassword.title')}
      intro={t('forgotPassword.intro')}
      submitLabel={t('forgotPassword.submit')}
      busyLabel={t('forgotPassword.busy')}
      makeSchema={forgotPasswordSchema}
      successMessage={t('forgotPassword.success')}
      failure={failure}
    />
  );
}
