import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ToastHost } from '@/components/feedback/toasts/ToastHost';
import type { I18n } from '@/i18n';
import { AsServerRenderedContext } from '@/lib/asServerRendered';
import type { AppStore } from '@/store/store';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from '@/theme/colorScheme';
import { appTheme } from '@/theme/theme';
import './persistedSlices';

interface AppProvidersProps {
  store: AppStore;
  /** The page's i18next instance, in the language of its path, holding the catalogues it shows. */
  i18n: I18n;
  /** The page's emotion cache (see createEmotionCache); emotion's default one without it. */
  emotionCache?: EmotionCache;
  /** Whether the page still renders as the server rendered it (see AsServerRenderedContext). */
  asServerRendered?: boolean;
  children: ReactNode;
}

/**
 * Store, language, styles, theme and toasts: everything a screen expects around it. The theme follows the
 * system's colour scheme until the learner picks one in the navbar (stored by MUI).
 */
export function AppProviders({ store, i18n, emotionCache, asServerRendered = false, children }: AppProvidersProps) {
  const app = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AsServerRenderedContext value={asServerRendered}>
          <ThemeProvider
            theme={appTheme()}
            defaultMode="system"
            modeStorageKey={MODE_STORAGE_KEY}
            colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
            disableTransitionOnChange
          >
            <CssBaseline />
            {children}
            <ToastHost />
          </ThemeProvider>
        </AsServerRenderedContext>
      </I18nextProvider>
    </Provider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{app}</CacheProvider> : app;
}
