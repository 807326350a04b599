import { useParams, type Params } from 'react-router-dom';
import { prefetchBlog } from '@/features/blog/api';
import { BlogDetail } from '@/features/blog/components/BlogDetail';
import type { AppDispatch } from '@/store/store';

export const prefetch = (dispatch: AppDispatch, { blogId = '' }: Params) =>
  blogId.trim() ? prefetchBlog(dispatch, blogId.trim()) : undefined;

export default function BlogDetailPage() {
  const { blogId } = useParams<{ blogId: string }>();
  return <BlogDetail blogId={blogId} />;
}
