import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { OfflineNotice } from '@/components/feedback/OfflineNotice';
import { Spinner } from '@/components/feedback/Spinner';
import { useTranslation } from '@/i18n';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { fabSx, panelSx } from './chatLayout';

// Loaded on first open, so the first page only pays for this button.
const ChatPanel = lazyWithPreload(() => import('./ChatPanel'));

/** A panel-sized placeholder while the panel's code loads, so nothing jumps. */
function PanelLoading({ label }: { label: string }) {
  return (
    <Paper elevation={8} sx={[panelSx, { display: 'flex', alignItems: 'center', justifyContent: 'center' }]}>
      <Spinner label={label} />
    </Paper>
  );
}

/** In the panel's place while its code cannot be fetched. */
function PanelOffline({ id, onRetry }: { id: string; onRetry: () => void }) {
  return (
    <Paper
      id={id}
      elevation={8}
      sx={[panelSx, { display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }]}
    >
      <OfflineNotice onRetry={onRetry} />
    </Paper>
  );
}

/** The button and, once opened, the panel. */
function ChatLauncher() {
  // The button is on every page: its words are in common, and the chat's own load with the panel.
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted on first open and kept, so a draft and the scroll position survive closing.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const toggle = () => {
    if (open) {
      close();
    } else {
      setMounted(true);
      setOpen(true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };

  return (
    <>
      {mounted && (
        <LoadBoundary fallback={(retry) => (open ? <PanelOffline id={panelId} onRetry={retry} /> : null)}>
          <Suspense fallback={open ? <PanelLoading label={t('chatWidget.loading')} /> : null}>
            <ChatPanel id={panelId} open={open} onClose={close} />
          </Suspense>
        </LoadBoundary>
      )}
      <IconButton
        ref={buttonRef}
        aria-label={open ? t('chatWidget.close') : t('chatWidget.open')}
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        onClick={toggle}
        onKeyDown={onButtonKeyDown}
        sx={fabSx}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </IconButton>
    </>
  );
}

/** The floating trading assistant: a button on every page that opens and closes the chat panel. */
export function ChatWidget() {
  return <ChatLauncher />;
}
