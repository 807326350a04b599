import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { OfflineNotice } from '@/components/feedback/OfflineNotice';

/** What the menu is given: its id (the button's aria-controls), where it hangs, and how it closes. */
export interface MenuPlacement {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

interface LazyMenuButtonProps {
  /** The button's accessible name. */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  /** Starts fetching the menu's code; called as the learner heads for the button. */
  preload: () => Promise<unknown>;
  /** The menu, rendered once its code is in. */
  menu: (placement: MenuPlacement) => ReactNode;
  color?: 'inherit' | 'default';
  sx?: SxProps<Theme>;
}

const offlineSx = {
  position: 'fixed',
  top: 72,
  right: 16,
  zIndex: 'modal',
  maxWidth: 'calc(100% - 32px)',
  boxShadow: 6,
} as const;

/**
 * A navbar button that opens a menu whose code loads on demand, so no page's first load carries
 * it. Should the code not arrive (offline, a redeploy), the offline notice stands where the menu
 * would have opened, with a retry, and the rest of the navbar works on.
 */
export function LazyMenuButton({ label, children, preload, menu, color, sx }: LazyMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so the menu can play its closing transition.
  const [wanted, setWanted] = useState(false);
  const id = useId();
  // Fetched ahead of the click; a failure here is said where the menu opens, on the click.
  const load = () => void preload().catch(() => undefined);
  const onClose = () => setAnchor(null);
  return (
    <>
      <IconButton
        color={color}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={sx}
      >
        {children}
      </IconButton>
      {wanted && (
        <LoadBoundary
          fallback={(retry) => anchor && <OfflineNotice onRetry={retry} onClose={onClose} sx={offlineSx} />}
        >
          <Suspense fallback={null}>{menu({ id, anchor, onClose })}</Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
