import MenuBookIcon from '@mui/icons-material/MenuBook';
import SavingsIcon from '@mui/icons-material/Savings';
import SchoolIcon from '@mui/icons-material/School';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Reveal } from '@/components/motion/Reveal';
import { useTranslation } from '@/i18n';
import { paintWhenNear } from '@/theme/offscreen';
import { reasons, type ReasonIcon } from '../content';
import { SectionHeading } from './SectionHeading';

const ICONS: Record<ReasonIcon, typeof SchoolIcon> = {
  expert: SupportAgentIcon,
  affordable: SavingsIcon,
  beginner: SchoolIcon,
  curriculum: MenuBookIcon,
};

/** 'Top Reasons to Enroll Today': four cards. */
export function ReasonsSection() {
  const { t } = useTranslation('home');
  const items = useMemo(() => reasons(t), [t]);
  return (
    <Box
      component="section"
      aria-labelledby="home-reasons-title"
      sx={[{ py: { xs: 6, md: 9 } }, paintWhenNear({ xs: 1250, md: 510 })]}
    >
      <Container maxWidth="lg">
        <SectionHeading id="home-reasons-title" title={t('reasons.title')} subtitle={t('reasons.subtitle')} />
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((reason, index) => {
            const Icon = ICONS[reason.icon];
            return (
              <Grid key={reason.icon} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                <Reveal delayMs={index * 100} sx={{ height: '100%' }}>
                  <Card sx={{ height: '100%', textAlign: 'center' }}>
                    <CardContent sx={{ p: 3 }}>
                      <Box
                        sx={{
                          width: 64,
                          height: 64,
                          borderRadius: '50%',
                          bgcolor: 'brand.tint',
                          display: 'grid',
                          placeItems: 'center',
                          mx: 'auto',
                          mb: 2,
                        }}
                      >
                        <Icon aria-hidden sx={{ fontSize: 32, color: 'primary.main' }} />
                      </Box>
                      <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                        {reason.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {reason.text}
                      </Typography>
                    </CardContent>
                  </Card>
                </Reveal>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
