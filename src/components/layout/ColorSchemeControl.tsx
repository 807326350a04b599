import ContrastIcon from '@mui/icons-material/Contrast';
import { useTranslation } from '@/i18n';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { LazyMenuButton } from './LazyMenuButton';

const ColorSchemeMenu = lazyWithPreload(() => import('./ColorSchemeMenu'));

/**
 * The navbar's colour-scheme button: Light, Dark or System in a menu. The button looks the same
 * whatever the choice, so the server's HTML and the hydrated page agree (the choice is known only
 * in the browser).
 */
export function ColorSchemeControl() {
  const { t } = useTranslation('common');
  return (
    <LazyMenuButton
      label={t('colorScheme.label')}
      color="inherit"
      preload={ColorSchemeMenu.preload}
      menu={(placement) => <ColorSchemeMenu {...placement} />}
    >
      <ContrastIcon />
    </LazyMenuButton>
  );
}
