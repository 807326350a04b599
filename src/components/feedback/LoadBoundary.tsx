import { Component, type ReactNode } from 'react';
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

interface State {
  error: unknown;
}

/**
 * Around a lazily loaded part (see lazyWithPreload): when its code cannot be fetched, only that
 * part gives way, to a notice in its place, and it loads again on Retry or as soon as the browser
 * is back online. Any other error goes on to the boundary above.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(_props: LoadBoundaryProps, previous: State) {
    if (this.state.error !== null && previous.error === null) window.addEventListener('online', this.retry);
    if (this.state.error === null && previous.error !== null) window.removeEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return this.props.fallback ? this.props.fallback(this.retry) : <OfflineNotice onRetry={this.retry} />;
  }
}
