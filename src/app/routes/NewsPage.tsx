import Container from '@mui/material/Container';
import { PageHero } from '@/components/layout/PageHero';
import { site } from '@/config/site';
import { WEEKLY_CALENDAR } from '@/features/news/calendarSettings';
import { EconomicCalendar } from '@/features/news/components/EconomicCalendar';
import { useTranslation } from '@/i18n';

export default function NewsPage() {
  const { t } = useTranslation('news');
  return (
    <>
      <PageHero title={t('weekly.title', { site: site.name })} subtitle={t('weekly.subtitle')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <EconomicCalendar settings={WEEKLY_CALENDAR} title={t('weekly.calendarTitle')} />
      </Container>
    </>
  );
}
