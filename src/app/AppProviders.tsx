import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { ToastHost } from '@/components/feedback/toasts/ToastHost';
import type { AppStore } from '@/store/store';
import { theme } from '@/theme/theme';
import { PersistGate } from './PersistGate';

interface AppProvidersProps {
  store: AppStore;
  /** Absent in tests that start from a preloaded state instead of storage. */
  persistor?: Persistor;
  children: ReactNode;
}

/** Store, stored state, theme and toasts: everything a screen expects around it. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  const content = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
  return (
    <Provider store={store}>{persistor ? <PersistGate persistor={persistor}>{content}</PersistGate> : content}</Provider>
  );
}
