import { CourseCatalog } from '@/features/courses/components/CourseCatalog';

export default function CoursesPage() {
  return <CourseCatalog title="Explore Our Courses" subtitle="Learn to trade crypto, gold, stocks, forex and Indian markets with practising mentors." />;
}
