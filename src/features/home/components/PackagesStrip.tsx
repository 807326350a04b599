import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { Reveal } from '@/components/motion/Reveal';
import { viewCoursePath, paths } from '@/config/paths';
import { Link, useLocale, useTranslation } from '@/i18n';
import { formatINR } from '@/lib/format';
import { courseOfPackage, samplePackages, type PackageCourse } from '../content';

const ICONS = [EventAvailableIcon, CurrencyBitcoinIcon, ShowChartIcon];

export interface PackagesStripProps {
  /** The school's course list, composed in by the route; undefined while it loads. */
  courses: readonly PackageCourse[] | undefined;
  /** True once the list has failed to load: the cards say they are examples. */
  coursesFailed?: boolean;
}

/**
 * The strip of three sample packages. Each card opens the course it is, with its price, when the
 * school lists it; a package the school does not list is marked as an example and opens the
 * course list instead.
 */
export function PackagesStrip({ courses, coursesFailed = false }: PackagesStripProps) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const packages = useMemo(() => samplePackages(t), [t]);
  const loading = !courses && !coursesFailed;
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
            const course = courses && courseOfPackage(item.id, courses);
            return (
              <li key={item.id}>
                <Reveal delayMs={index * 100} sx={{ height: '100%' }}>
                  <Card
                    sx={{
                      height: '100%',
                      position: 'relative',
                      '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                    }}
                  >
                    <CardContent sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}>
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
                        {/* The title is the card's link; its box is stretched over the whole card
                            so the card is one target, read once by a screen reader. */}
                        <Box
                          component={Link}
                          to={course ? viewCoursePath(course._id) : paths.courses}
                          sx={{
                            color: 'inherit',
                            textDecoration: 'none',
                            outline: 'none',
                            '&::after': { content: '""', position: 'absolute', inset: 0 },
                          }}
                        >
                          {item.title}
                        </Box>
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {item.description}
                      </Typography>
                      <Typography
                        sx={{ mt: 'auto', fontWeight: 700, color: course ? 'text.primary' : 'text.secondary' }}
                      >
                        {loading ? (
                          // The price's line keeps its height while the course list loads (the home
                          // page's first visit carries no skeleton code for this one line).
                          '\u00a0'
                        ) : course ? (
                          <>
                            <VisuallyHidden>{`${t('packages.price')}: `}</VisuallyHidden>
                            {formatINR(course.discountPrice, locale)}
                          </>
                        ) : (
                          `${t('packages.example')} · ${t('packages.allCourses')}`
                        )}
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
