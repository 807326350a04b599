import { HomeSections } from '@/features/home/components/HomeSections';
import { Promo } from '@/features/promo/components/Promo';

export default function HomePage() {
  return (
    <>
      <HomeSections />
      <Promo />
    </>
  );
}
