import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function LoginPage() {
  return <PagePlaceholder title="Log in" />;
}
