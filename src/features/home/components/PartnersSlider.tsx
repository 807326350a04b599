import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NewTabNote, VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { Reveal } from '@/components/motion/Reveal';
import { useTranslation } from '@/i18n';
import { paintWhenNear } from '@/theme/offscreen';
import { PARTNERS, type Partner } from '../content';
import { usePagedSlider } from '../hooks/usePagedSlider';
import { SectionHeading } from './SectionHeading';

const arrowSx = {
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'brand.border',
  color: 'primary.dark',
  '&:hover': { bgcolor: 'brand.tint' },
} as const;

function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation('home');
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column', textAlign: 'center' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 3 }}>
        <Box
          component="img"
          src={partner.logo}
          alt={t('partners.logo', { name: partner.name })}
          width={240}
          height={96}
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', maxWidth: 200, height: 'auto' }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t(`partners.items.${partner.id}`)}
        </Typography>
        <Button
          href={partner.link}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          endIcon={<OpenInNewIcon aria-hidden />}
        >
          {t('partners.visit')}
          <VisuallyHidden> {partner.name}</VisuallyHidden>
          <NewTabNote />
        </Button>
      </CardContent>
    </Card>
  );
}

/** 'Our Trading Partners': 8 cards, 4/3/2/1 per page by window width, wrapping arrows and dots. */
export function PartnersSlider() {
  const { t } = useTranslation('home');
  const { page, pages, perPage, visible, previous, next, goTo } = usePagedSlider(PARTNERS);

  return (
    <Box
      component="section"
      aria-labelledby="home-partners-title"
      sx={[{ py: { xs: 6, md: 9 } }, paintWhenNear({ xs: 560, md: 560 })]}
    >
      <Container maxWidth="lg">
        <SectionHeading id="home-partners-title" title={t('partners.title')} subtitle={t('partners.subtitle')} />
        <Reveal>
          <Box
            role="region"
            aria-roledescription="carousel"
            aria-label={t('partners.carousel')}
            sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 } }}
          >
            <IconButton onClick={previous} aria-label={t('partners.previous')} sx={arrowSx}>
              <ChevronLeftIcon />
            </IconButton>
            <Box
              component="ul"
              aria-label={t('partners.page', { page: page + 1, pages })}
              sx={{
                flex: 1,
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))`,
              }}
            >
              {visible.map((partner) => (
                <li key={partner.id}>
                  <PartnerCard partner={partner} />
                </li>
              ))}
            </Box>
            <IconButton onClick={next} aria-label={t('partners.next')} sx={arrowSx}>
              <ChevronRightIcon />
            </IconButton>
          </Box>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 3 }}>
            {Array.from({ length: pages }, (_, index) => (
              <Box
                key={index}
                component="button"
                type="button"
                aria-label={t('partners.goTo', { page: index + 1 })}
                aria-current={index === page ? 'true' : undefined}
                onClick={() => goTo(index)}
                sx={{
                  // A 24 px target around a small dot (WCAG 2.5.8).
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::after': {
                    content: '""',
                    width: index === page ? 22 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor: index === page ? 'primary.main' : 'brand.dot',
                    transition: 'width 200ms ease',
                  },
                }}
              />
            ))}
          </Stack>
          <VisuallyHidden>
            <span aria-live="polite">{t('partners.status', { page: page + 1, pages })}</span>
          </VisuallyHidden>
        </Reveal>
      </Container>
    </Box>
  );
}
