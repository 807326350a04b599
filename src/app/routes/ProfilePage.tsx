import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function ProfilePage() {
  return <PagePlaceholder title="Profile" />;
}
