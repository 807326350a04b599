import { useTranslation } from '@/i18n';
import { errorStatus } from '@/store/apiError';
import { selectUser } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { failureLine, failureOf } from '../failure';
import { changePasswordSchema } from '../schemas';
import { ResetRequestForm } from './ResetRequestForm';

const failure = (error: unknown) =>
  errorStatus(error) === 400 ? failureLine('changePassword.badRequest') : failureOf(error, 'changePassword.failed');

/** /Change-pass: asks for a reset OTP by e-mail, then moves on to /NewPassGenerate with it. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const user = useAppSelector(selectUser);
  return (
    <ResetRequestForm
      title={t('changePassword.title')}
      intro={t('changePassword.intro')}
      submitLabel={t('changePassword.submit')}
      busyLabel={t('processing')}
      makeSchema={changePasswordSchema}
      // A signed-in learner is changing their own password: their address is already known.
      defaultEmail={user?.email ?? ''}
      successMessage={t('changePassword.success')}
      failure={failure}
    />
  );
}
