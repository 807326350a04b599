import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.otpVerification,
  load: () => import('./OtpVerificationPage'),
  namespaces: ['auth'],
  head: { account: 'otpVerification' },
});
