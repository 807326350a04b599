import { HomeSections } from '@/features/home/components/HomeSections';
import { PromoPopup } from '@/features/promo/components/PromoPopup';

export default function HomePage() {
  return (
    <>
      <HomeSections />
      <PromoPopup />
    </>
  );
}
