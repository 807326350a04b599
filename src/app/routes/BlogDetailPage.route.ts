import { paths } from '@/config/paths';
import { isRecordId } from '@/store/models';
import { definePage } from '../pageDeclaration';

/** A blank id is the page's own to answer, with its message. */
export default definePage({
  path: paths.blogDetail,
  load: () => import('./BlogDetailPage'),
  namespaces: ['blog'],
  record: { param: 'blogId', accepts: (id) => id.trim() === '' || isRecordId(id) },
  head: { kind: 'blogPost', page: 'blogPost' },
  prerender: 'perPost',
});
