import type { Theme } from '@mui/material/styles';

/** Shared by the button and the lazily loaded panel, so the panel's chunk stays out of the first page. */
export const FAB_SIZE = 48;
const FAB_GAP = 16;
/** The navbar's height on a phone and a tablet, where the button sits in it. */
const NAVBAR_HEIGHT = 64;
/** The navbar's menu button and its gutter, which the docked chat button keeps clear of. */
const MENU_BUTTON_ZONE = 16 + 40 + 8;

/**
 * A floating button would always lie over something a learner needs (a card's badge, a note's
 * delete button). Below the desktop layout it sits in the navbar's free space, beside the menu
 * button; on a desktop it floats in the gutter the theme's containers keep free beside the page.
 * Drawn on IconButton: MUI's Fab would add its code to every page.
 */
export const fabSx = {
  position: 'fixed',
  width: { xs: 44, md: FAB_SIZE },
  height: { xs: 44, md: FAB_SIZE },
  bgcolor: { xs: 'transparent', md: 'primary.main' },
  color: { xs: 'brand.onSurface', md: 'primary.contrastText' },
  boxShadow: { xs: 0, md: 6 },
  '&:hover': { bgcolor: { xs: 'transparent', md: 'primary.dark' } },
  right: { xs: MENU_BUTTON_ZONE, md: 8 },
  top: { xs: (NAVBAR_HEIGHT - 44) / 2, md: 'auto' },
  bottom: { xs: 'auto', md: 24 },
  zIndex: (theme: Theme) => theme.zIndex.appBar + 1,
};

/** Phones first: nearly full width under the navbar; on a desktop above the button. */
export const panelSx = {
  position: 'fixed',
  left: { xs: 8, md: 'auto' },
  right: { xs: 8, md: 24 },
  top: { xs: NAVBAR_HEIGHT + 8, md: 'auto' },
  bottom: { xs: 'auto', md: FAB_SIZE + 24 + FAB_GAP },
  width: { md: 380 },
  height: { xs: `min(520px, calc(100dvh - ${NAVBAR_HEIGHT + FAB_GAP}px))`, md: 'min(560px, calc(100dvh - 180px))' },
  zIndex: (theme: Theme) => theme.zIndex.appBar + 1,
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: 3,
};
