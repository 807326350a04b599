import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { LoadBoundary } from '../LoadBoundary';
import { isToasterWanted, onToastWanted } from './toast';
import { ToastFallback } from './ToastFallback';

const Toaster = lazyWithPreload(() => import('./Toaster'));

/**
 * Mounts notistack when the first toast is wanted, so pages without one never download it. While
 * its code cannot be fetched, toasts show as plain alerts, and it loads once the browser is online.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToastWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <LoadBoundary fallback={() => <ToastFallback />}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoadBoundary>
  );
}
