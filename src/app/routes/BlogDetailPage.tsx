import { useParams } from 'react-router-dom';
import { BlogDetail } from '@/features/blog/components/BlogDetail';

export default function BlogDetailPage() {
  const { blogId } = useParams<{ blogId: string }>();
  return <BlogDetail blogId={blogId} />;
}
