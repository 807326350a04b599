import { Suspense } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { useTranslation } from '@/i18n';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import type { TranscriptPanelProps } from './TranscriptPanel';
import { TranscriptSkeleton } from './TranscriptSkeleton';

/**
 * The Transcript tab's code, with the captions parser, is fetched when the tab is first opened (or
 * pointed at); if it cannot be fetched, only the tab says so.
 */
const TranscriptPanel = lazyWithPreload(() => import('./TranscriptPanel'));

export const preloadTranscript = () => TranscriptPanel.preload();

function Loading() {
  const { t } = useTranslation('learning');
  return <TranscriptSkeleton label={t('transcript.loading')} />;
}

export function LazyTranscriptPanel(props: TranscriptPanelProps) {
  return (
    <LoadBoundary>
      <Suspense fallback={<Loading />}>
        <TranscriptPanel {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
