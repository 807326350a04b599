import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { Spinner } from '@/components/feedback/Spinner';
import { useTranslation } from '@/i18n';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import type { NotesPanelProps } from './NotesPanel';

/**
 * The Notes tab's code, with the forms library, comes with the viewer's page (the route preloads
 * it) but apart from the viewer's first render; if it cannot be fetched, only the tab says so.
 */
const NotesPanel = lazyWithPreload(() => import('./NotesPanel'));

export const preloadNotes = () => NotesPanel.preload();

function NotesLoading() {
  const { t } = useTranslation('learning');
  return (
    <Box sx={{ minHeight: 240, display: 'grid', placeItems: 'center' }}>
      <Spinner label={t('notes.loading')} />
    </Box>
  );
}

const loading = <NotesLoading />;

export function LazyNotesPanel(props: NotesPanelProps) {
  return (
    <LoadBoundary>
      <Suspense fallback={loading}>
        <NotesPanel {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
