import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { TOAST_MS } from '@/config/constants';
import type { AppStore } from '@/store/store';
import { brand, theme } from '@/theme/theme';
import { PersistGate } from './PersistGate';

/** notistack's own colours fail WCAG AA contrast; toasts use the theme's instead. */
const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: brand.green, color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b3261e', color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a5300', color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1f4e79', color: '#ffffff' },
  '&.notistack-MuiContent-default': { backgroundColor: brand.ink, color: '#ffffff' },
});

const TOAST_COMPONENTS = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

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
        Components={TOAST_COMPONENTS}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
  return (
    <Provider store={store}>{persistor ? <PersistGate persistor={persistor}>{content}</PersistGate> : content}</Provider>
  );
}
