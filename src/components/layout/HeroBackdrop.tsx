import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { tokens } from '@/theme/components';

/** The chart art behind the site's banners, as WebP at two widths. */
const HERO_ART = {
  src: '/media/hero.webp',
  small: '/media/hero-640.webp',
  width: 1280,
  height: 720,
} as const;

/** The scheme's scrim colour at `alpha`: darker in the dark scheme, so the banner sits in the page. */
const scrim = (theme: Theme, alpha: number) => `rgb(${tokens(theme).brand.scrimChannel} / ${alpha})`;

const SHADES = {
  /** Dark behind words on the left, the chart showing on the right. */
  side: (theme: Theme) =>
    `linear-gradient(90deg, ${scrim(theme, 0.94)} 0%, ${scrim(theme, 0.86)} 50%, ${scrim(theme, 0.45)} 100%)`,
  /** Dark all over, for centred words. */
  even: (theme: Theme) => `linear-gradient(180deg, ${scrim(theme, 0.9)} 0%, ${scrim(theme, 0.82)} 100%)`,
} as const;

interface HeroBackdropProps {
  shade: keyof typeof SHADES;
}

/**
 * The chart art filling its banner (which is `position: relative`), shaded so the words keep their
 * contrast. It is the banner's largest paint, so it loads eagerly and first; decoration, so alt is
 * empty.
 */
export function HeroBackdrop({ shade }: HeroBackdropProps) {
  return (
    <>
      <Box
        component="img"
        src={HERO_ART.src}
        srcSet={`${HERO_ART.small} 640w, ${HERO_ART.src} 1280w`}
        sizes="100vw"
        width={HERO_ART.width}
        height={HERO_ART.height}
        fetchPriority="high"
        alt=""
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          objectPosition: '70% center',
        }}
      />
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: SHADES[shade] }} />
    </>
  );
}
