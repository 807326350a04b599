import { paths } from '@/config/paths';
import { definePage } from '../pageDeclaration';

export default definePage({
  path: paths.certificate,
  load: () => import('./CertificatePage'),
  namespaces: ['learning'],
  guard: 'learner',
  record: { param: 'courseId' },
  head: { account: 'certificate' },
});
