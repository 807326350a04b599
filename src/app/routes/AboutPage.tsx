import { AboutContent } from '@/features/about/components/AboutContent';

export default function AboutPage() {
  return <AboutContent />;
}
