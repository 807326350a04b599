import Container from '@mui/material/Container';
import { PageHero } from '@/components/layout/PageHero';
import { DAILY_CALENDAR } from '@/features/news/calendarSettings';
import { EconomicCalendar } from '@/features/news/components/EconomicCalendar';
import { useTranslation } from '@/i18n';

export default function NewsDailyPage() {
  const { t } = useTranslation('news');
  return (
    <>
      <PageHero title={t('daily.title')} subtitle={t('daily.subtitle')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <EconomicCalendar settings={DAILY_CALENDAR} title={t('daily.calendarTitle')} />
      </Container>
    </>
  );
}
