import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import CloseIcon from '@mui/icons-material/Close';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { VisuallyHidden } from '@/components/a11y/VisuallyHidden';
import { PROMO, TABLET_BREAKPOINT } from '@/config/constants';
import { env } from '@/config/env';
import { useLocale, useTranslation } from '@/i18n';
import { formatINR } from '@/lib/format';
import { tokens } from '@/theme/components';
import { promoSaving } from '../countdown';
import { useCountdown } from '../hooks/useCountdown';

export const PROMO_TITLE_ID = 'promo-title';
export const PROMO_DESCRIPTION_ID = 'promo-description';

/** The tiles of what the package holds, each named in the catalogue under `features.items`. */
const FEATURES = [
  { id: 'live', Icon: LiveTvIcon },
  { id: 'support', Icon: SupportAgentIcon },
  { id: 'premium', Icon: WorkspacePremiumIcon },
  { id: 'lifetime', Icon: AllInclusiveIcon },
] as const;

interface PromoOfferProps {
  onClose: () => void;
  onGrab: () => void;
}

/** The popup's content; mounted only while the dialog is open, so its countdown ticks only then. */
export function PromoOffer({ onClose, onGrab }: PromoOfferProps) {
  const { t } = useTranslation('promo');
  const locale = useLocale();
  const { packageName, year, originalPrice, offerPrice, endsAt } = env.promo;
  const countdown = useCountdown(endsAt, PROMO.countdownTickMs);
  const saving = promoSaving(originalPrice, offerPrice);
  // The tiles need room: phones get the offer without them.
  const wide = useMediaQuery(`(min-width:${TABLET_BREAKPOINT}px)`);

  return (
    <>
      <IconButton
        aria-label={t('close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, right: 8, color: 'brand.onSurface', zIndex: 1 }}
      >
        <CloseIcon />
      </IconButton>
      <Box
        sx={{
          background: (theme) =>
            `linear-gradient(135deg, ${tokens(theme).brand.surface} 0%, ${tokens(theme).brand.surfaceAlt} 100%)`,
          color: 'brand.onSurface',
          textAlign: 'center',
          px: 3,
          pt: 4,
          pb: 3,
        }}
      >
        <Typography component="p" variant="overline" sx={{ color: 'brand.accent', fontWeight: 700, letterSpacing: 2 }}>
          {t('overline')}
        </Typography>
        <DialogTitle id={PROMO_TITLE_ID} sx={{ p: 0, typography: { xs: 'h3', sm: 'h2' } }}>
          {t('title', { package: packageName, year })}
        </DialogTitle>
        <Typography id={PROMO_DESCRIPTION_ID} sx={{ mt: 1, color: 'brand.onSurfaceMuted' }}>
          {t('description')}
        </Typography>
      </Box>
      <DialogContent sx={{ textAlign: 'center', px: { xs: 2.5, sm: 4 }, py: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            <VisuallyHidden>{t('originalPrice')}</VisuallyHidden>
            <s>{formatINR(originalPrice, locale)}</s>
          </Typography>
          <Typography component="p" variant="h1" sx={{ color: 'primary.dark' }}>
            <VisuallyHidden>{t('offerPrice')}</VisuallyHidden>
            {formatINR(offerPrice, locale)}
          </Typography>
        </Box>
        <Typography
          component="p"
          variant="subtitle2"
          sx={{
            display: 'inline-block',
            mt: 1,
            px: 2,
            py: 0.5,
            borderRadius: 999,
            bgcolor: 'brand.highlight',
            color: 'brand.onHighlight',
          }}
        >
          {t('saving', { amount: formatINR(saving.amount, locale), percent: saving.percent })}
        </Typography>

        <Box sx={{ mt: 3 }}>
          <Typography component="p" variant="body2" color="text.secondary" id="promo-countdown-label">
            {t('endsIn')}
          </Typography>
          <Box
            role="timer"
            aria-labelledby="promo-countdown-label"
            sx={{ typography: 'h3', fontVariantNumeric: 'tabular-nums', color: 'text.primary' }}
          >
            {countdown}
          </Box>
        </Box>

        {wide && (
          <Box
            component="ul"
            aria-label={t('features.label')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 3,
              display: 'grid',
              gridTemplateColumns: 'repeat(4, 1fr)',
              gap: 1.5,
            }}
          >
            {FEATURES.map(({ id, Icon }) => (
              <Box
                component="li"
                key={id}
                sx={{
                  bgcolor: 'brand.tint',
                  borderRadius: 2,
                  p: 1.5,
                  display: 'grid',
                  justifyItems: 'center',
                  gap: 0.5,
                }}
              >
                <Icon aria-hidden sx={{ color: 'primary.main' }} />
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'brand.onTint' }}>
                  {t(`features.items.${id}`)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}

        <Button variant="contained" color="secondary" size="large" fullWidth onClick={onGrab} sx={{ mt: 3, py: 1.5 }}>
          {t('grab')}
        </Button>
      </DialogContent>
    </>
  );
}
