import Container from '@mui/material/Container';
import { PageHero } from '@/components/layout/PageHero';
import { DAILY_CALENDAR } from '@/features/news/calendarSettings';
import { EconomicCalendar } from '@/features/news/components/EconomicCalendar';

export default function NewsDailyPage() {
  return (
    <>
      <PageHero title="Explore Our News" subtitle="Economic releases that move the markets, in a compact daily view." />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <EconomicCalendar settings={DAILY_CALENDAR} title="Economic calendar" />
      </Container>
    </>
  );
}
