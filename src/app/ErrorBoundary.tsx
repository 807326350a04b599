import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** The last line of defence: a crash shows a way back instead of a white page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <CrashNotice />;
  }
}

export function CrashNotice() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page hit an unexpected problem. Reloading usually fixes it.
      </Typography>
      <Button variant="contained" onClick={() => window.location.assign('/')}>
        Go to the home page
      </Button>
    </Container>
  );
}
