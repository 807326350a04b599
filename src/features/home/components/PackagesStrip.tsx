import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Reveal } from '@/components/motion/Reveal';
import { useTranslation } from '@/i18n';
import { samplePackages } from '../content';

const ICONS = [EventAvailableIcon, CurrencyBitcoinIcon, ShowChartIcon];

/** The static strip of three sample packages. */
export function PackagesStrip() {
  const { t } = useTranslation('home');
  const packages = useMemo(() => samplePackages(t), [t]);
  return (
    <Box component="section" aria-labelledby="home-packages-title" sx={{ py: { xs: 5, md: 7 }, bgcolor: 'brand.tint' }}>
      <Container maxWidth="lg">
        <Typography id="home-packages-title" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          {t('packages.title')}
        </Typography>
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {packages.map((item, index) => {
            const Icon = ICONS[index % ICONS.length] ?? ShowChartIcon;
            return (
              <li key={item.id}>
                <Reveal delayMs={index * 100} sx={{ height: '100%' }}>
                  <Card sx={{ height: '100%' }}>
                    <CardContent sx={{ p: 3 }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
                        <Icon aria-hidden sx={{ fontSize: 40, color: 'primary.main' }} />
                        <Typography
                          component="span"
                          variant="caption"
                          sx={{
                            px: 1.25,
                            py: 0.5,
                            borderRadius: 4,
                            bgcolor: 'brand.tint',
                            color: 'brand.onTint',
                            fontWeight: 600,
                          }}
                        >
                          {item.level}
                        </Typography>
                      </Box>
                      <Typography variant="h3" sx={{ mb: 1 }}>
                        {item.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {item.description}
                      </Typography>
                    </CardContent>
                  </Card>
                </Reveal>
              </li>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
