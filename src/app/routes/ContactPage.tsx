import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ContactDetails } from '@/features/contact/components/ContactDetails';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { useTranslation } from '@/i18n';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 640 }}>{t('intro')}</Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2.5 }}>
                {t('formTitle')}
              </Typography>
              <ContactForm />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2.5 }}>
            {t('directTitle')}
          </Typography>
          <ContactDetails />
        </Grid>
      </Grid>
    </Container>
  );
}
