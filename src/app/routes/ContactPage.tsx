import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function ContactPage() {
  return <PagePlaceholder title="Contact Us" />;
}
