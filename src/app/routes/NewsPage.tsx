import Container from '@mui/material/Container';
import { PageHero } from '@/components/layout/PageHero';
import { site } from '@/config/site';
import { WEEKLY_CALENDAR } from '@/features/news/calendarSettings';
import { EconomicCalendar } from '@/features/news/components/EconomicCalendar';

export default function NewsPage() {
  return (
    <>
      <PageHero
        title={`${site.name} News – Stay Ahead in the Market`}
        subtitle="The week's economic events for the US, UK, Euro area and India, by importance."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <EconomicCalendar settings={WEEKLY_CALENDAR} title="This week's economic calendar" />
      </Container>
    </>
  );
}
