import { PageHero } from '@/components/layout/PageHero';
import { useTranslation } from '@/i18n';

export function BlogHero() {
  const { t } = useTranslation('blog');
  return <PageHero title={t('hero.title')} subtitle={t('hero.subtitle')} />;
}
