import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, onToastWanted } from './toast';

const Toaster = lazy(() => import('./Toaster'));

/** Mounts notistack when the first toast is wanted, so pages without one never download it. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToastWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
