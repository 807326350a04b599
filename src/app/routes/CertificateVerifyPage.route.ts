import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.certificateVerify,
  load: () => import('./CertificateVerifyPage'),
  namespaces: ['learning'],
  head: { account: 'certificateVerify' },
});
