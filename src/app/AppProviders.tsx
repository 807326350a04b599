import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { TOAST_MS } from '@/config/constants';
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
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={TOAST_MS.default}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
  return (
    <Provider store={store}>{persistor ? <PersistGate persistor={persistor}>{content}</PersistGate> : content}</Provider>
  );
}
