import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { paintWhenNear } from '@/theme/offscreen';

const OVERVIEW = [
  { label: 'footer.links.about', to: paths.about },
  { label: 'footer.links.news', to: paths.news },
  { label: 'footer.links.contact', to: paths.contact },
  { label: 'footer.links.privacy', to: paths.privacyPolicy },
  { label: 'footer.links.refund', to: paths.refundPolicy },
  { label: 'footer.links.terms', to: paths.terms },
] as const;

const PRACTICE = [
  { label: 'footer.practiceLinks.practice', to: paths.practice },
  { label: 'footer.practiceLinks.tools', to: paths.tools },
  { label: 'footer.practiceLinks.review', to: paths.review },
  { label: 'footer.practiceLinks.glossary', to: paths.glossary },
] as const;

const headingSx = { fontWeight: 700, mb: 1.5, color: 'brand.onSurface' } as const;
const linkSx = { color: 'brand.onSurfaceMuted' } as const;

type FooterLink = (typeof OVERVIEW)[number] | (typeof PRACTICE)[number];

/** A titled list of the site's links. */
function LinkColumn({ heading, items }: { heading: string; items: readonly FooterLink[] }) {
  const { t } = useTranslation('common');
  return (
    <div>
      <Typography component="h2" variant="h6" sx={headingSx}>
        {heading}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <li key={item.to}>
            <Link component={RouterLink} to={item.to} sx={linkSx}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </Stack>
    </div>
  );
}

const noChange = () => () => {};
const currentYear = () => new Date().getFullYear();
const buildYear = () => env.buildYear;

/**
 * The year: the build's in the page's HTML and while the browser hydrates it (the two must agree),
 * the visitor's clock's from then on.
 */
const useYear = () => useSyncExternalStore(noChange, currentYear, buildYear);

export function Footer() {
  const year = useYear();
  const { t } = useTranslation('common');
  const { name } = site;
  return (
    <Box
      component="footer"
      sx={[
        { bgcolor: 'brand.surface', color: 'brand.onSurfaceMuted', pt: 6, pb: 3, mt: 'auto' },
        paintWhenNear({ xs: 1120, md: 480 }),
      ]}
    >
      <Container maxWidth="lg">
        {/* CSS grid rather than MUI's Grid and Divider: the footer is on every first load. */}
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 2fr' } }}>
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Typography component="h2" variant="h6" sx={headingSx}>
              {t('footer.aboutHeading', { name })}
            </Typography>
            <Typography variant="body2">{t('footer.about', { name })}</Typography>
          </Box>
          <LinkColumn heading={t('footer.overviewHeading')} items={OVERVIEW} />
          <LinkColumn heading={t('footer.practiceHeading')} items={PRACTICE} />
          <div>
            <Typography component="h2" variant="h6" sx={headingSx}>
              {t('footer.reachUsHeading')}
            </Typography>
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', mb: 1 }}>
              {site.address}
            </Typography>
            <Typography variant="body2">
              {t('footer.email')}{' '}
              <Link href={`mailto:${site.email}`} sx={linkSx}>
                {site.email}
              </Link>
            </Typography>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {t('footer.phone')}{' '}
              <Link href={`tel:${site.phone.replace(/\s/g, '')}`} sx={linkSx}>
                {site.phone}
              </Link>
            </Typography>
            <Stack
              direction="row"
              useFlexGap
              spacing={1.5}
              component="ul"
              sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
            >
              {site.social.map((item) => (
                <li key={item.label}>
                  <Link href={item.href} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </div>
        </Box>
        <Box component="hr" sx={{ my: 3, border: 0, borderTop: '1px solid', borderColor: 'brand.onSurfaceDivider' }} />
        <Typography variant="body2" component="p" sx={{ mb: 1.5 }}>
          {t('footer.disclaimer', { name })}
        </Typography>
        <Typography variant="body2">{t('footer.copyright', { year, name })}</Typography>
      </Container>
    </Box>
  );
}
