import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastHost } from '@/components/feedback/toasts/ToastHost';
import type { AppStore } from '@/store/store';
import { appTheme } from '@/theme/theme';

interface AppProvidersProps {
  /** Its stored state already restored (src/main.tsx waits for it before the first render). */
  store: AppStore;
  children: ReactNode;
}

/** Store, theme and toasts: everything a screen expects around it. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        {children}
        <ToastHost />
      </ThemeProvider>
    </Provider>
  );
}
