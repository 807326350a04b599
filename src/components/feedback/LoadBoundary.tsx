import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError, retryFailedLoads } from '@/lib/lazyWithPreload';
import { OfflineNotice } from './OfflineNotice';

interface LoadBoundaryProps {
  children: ReactNode;
  /**
   * What stands in for the part while its code cannot be fetched; by default the offline notice
   * with its Retry button.
   */
  fallback?: (retry: () => void) => ReactNode;
}

/** In the part's place while its code cannot be fetched: tries again once the browser is back online. */
function Unloaded({ retry, fallback }: { retry: () => void; fallback: LoadBoundaryProps['fallback'] }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return fallback ? fallback(retry) : <OfflineNotice onRetry={retry} />;
}

/**
 * Around a lazily loaded part (see lazyWithPreload): when its code cannot be fetched, only that
 * part gives way, to a notice in its place, and it loads again on Retry or as soon as the browser
 * is back online. Any other error goes on to the boundary above.
 */
export function LoadBoundary({ children, fallback }: LoadBoundaryProps) {
  const unloaded = ({ error, resetErrorBoundary }: FallbackProps) => {
    // Thrown from the fallback, it reaches the boundary above, as if this one were not there.
    if (!isChunkLoadError(error)) throw error;
    return <Unloaded retry={resetErrorBoundary} fallback={fallback} />;
  };
  return (
    <ErrorBoundary fallbackRender={unloaded} onReset={retryFailedLoads}>
      {children}
    </ErrorBoundary>
  );
}
