import ContrastIcon from '@mui/icons-material/Contrast';
import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useState } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { OfflineNotice } from '@/components/feedback/OfflineNotice';
import { lazyWithPreload } from '@/lib/lazyWithPreload';

const ColorSchemeMenu = lazyWithPreload(() => import('./ColorSchemeMenu'));
// Fetched ahead of the click; a failure here is said where the menu opens, on the click.
const loadMenu = () => void ColorSchemeMenu.preload().catch(() => undefined);

/**
 * The navbar's colour-scheme button: Light, Dark or System in a menu. The button looks the same
 * whatever the choice, so the server's HTML and the hydrated page agree (the choice is known only
 * in the browser).
 */
export function ColorSchemeControl() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so the menu can play its closing transition.
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Colour scheme"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <ContrastIcon />
      </IconButton>
      {wanted && (
        <LoadBoundary
          fallback={(retry) =>
            anchor && (
              <OfflineNotice
                onRetry={retry}
                onClose={() => setAnchor(null)}
                sx={{
                  position: 'fixed',
                  top: 72,
                  right: 16,
                  zIndex: 'modal',
                  maxWidth: 'calc(100% - 32px)',
                  boxShadow: 6,
                }}
              />
            )
          }
        >
          <Suspense fallback={null}>
            <ColorSchemeMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
