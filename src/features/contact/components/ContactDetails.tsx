import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import TelegramIcon from '@mui/icons-material/Telegram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { useTranslation } from '@/i18n';

/** Icons by the kinds of channel the school lists: photo-sharing, social, professional, messaging, video. */
const ICONS: Record<string, ReactNode> = {
  Instagram: <InstagramIcon />,
  Facebook: <FacebookIcon />,
  LinkedIn: <LinkedInIcon />,
  Telegram: <TelegramIcon />,
  YouTube: <YouTubeIcon />,
};

const telHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden="true">
        {icon}
      </Stack>
      <Typography component="div">{children}</Typography>
    </Stack>
  );
}

/** The school's address, e-mail, phone and social channels. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  return (
    <Stack spacing={3}>
      <Stack spacing={2} component="address" sx={{ fontStyle: 'normal' }}>
        <Line icon={<EmailIcon />}>
          <Link href={`mailto:${site.email}`}>{site.email}</Link>
        </Line>
        <Line icon={<PhoneIcon />}>
          <Link href={telHref}>{site.phone}</Link>
        </Line>
        <Line icon={<LocationOnIcon />}>{site.address}</Line>
      </Stack>
      <div>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('details.followUs')}
        </Typography>
        <Stack direction="row" component="ul" sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 1 }}>
          {site.social.map((channel) => (
            <li key={channel.label}>
              <IconButton
                component="a"
                href={channel.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('details.social', { channel: channel.label })}
                sx={{ color: 'primary.main', border: 1, borderColor: 'divider', width: 48, height: 48 }}
              >
                {ICONS[channel.label]}
              </IconButton>
            </li>
          ))}
          <li>
            <IconButton
              component="a"
              href={telHref}
              aria-label={t('details.call', { phone: site.phone })}
              sx={{ color: 'primary.main', border: 1, borderColor: 'divider', width: 48, height: 48 }}
            >
              <PhoneIcon />
            </IconButton>
          </li>
        </Stack>
      </div>
    </Stack>
  );
}
