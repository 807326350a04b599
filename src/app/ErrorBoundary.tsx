import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useContext, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary as Boundary } from 'react-error-boundary';
import { I18nContext } from 'react-i18next';
import { paths } from '@/config/paths';
import { useLocalizePath, useTranslation } from '@/i18n';

const reportCrash = (error: unknown, info: ErrorInfo) => console.error('Unexpected error', error, info.componentStack);

/** The last line of defence: a crash shows a way back instead of a white page. */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary FallbackComponent={CrashNotice} onError={reportCrash}>
      {children}
    </Boundary>
  );
}

interface CrashTexts {
  title: string;
  body: string;
  goHome: string;
}

/**
 * The notice in English, for the boundary around the whole app: it sits outside the i18n provider,
 * so no catalogue can be read there. The same words as `crash.*` and `actions.goHome` in
 * en/common.json (a test keeps them in step).
 */
export const CRASH_TEXTS_EN: CrashTexts = {
  title: 'Something went wrong',
  body: 'The page hit an unexpected problem. Reloading usually fixes it.',
  goHome: 'Go to the home page',
};

function CrashView({ title, body, goHome, home }: CrashTexts & { home: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {body}
      </Typography>
      {/* A full load rather than the router's navigation: the app's state may be what broke. */}
      <Button variant="contained" onClick={() => window.location.assign(home)}>
        {goHome}
      </Button>
    </Container>
  );
}

function TranslatedCrashNotice() {
  const { t } = useTranslation('common');
  const localize = useLocalizePath();
  return (
    <CrashView
      title={t('crash.title')}
      body={t('crash.body')}
      goHome={t('actions.goHome')}
      home={localize(paths.home)}
    />
  );
}

export function CrashNotice() {
  const inI18n = useContext(I18nContext)?.i18n !== undefined;
  return inI18n ? <TranslatedCrashNotice /> : <CrashView {...CRASH_TEXTS_EN} home={paths.home} />;
}
