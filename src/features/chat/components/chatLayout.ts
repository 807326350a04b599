import type { Theme } from '@mui/material/styles';

/** Shared by the button and the lazily loaded panel, so the panel's chunk stays out of the first page. */
export const FAB_SIZE = 56;
const FAB_GAP = 16;

/** A floating action button drawn on IconButton: MUI's Fab would add its code to every page. */
export const fabSx = {
  position: 'fixed',
  width: FAB_SIZE,
  height: FAB_SIZE,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  boxShadow: 6,
  '&:hover': { bgcolor: 'primary.dark' },
  right: { xs: FAB_GAP, sm: 24 },
  bottom: { xs: FAB_GAP, sm: 24 },
  zIndex: (theme: Theme) => theme.zIndex.appBar + 1,
};

/** Phones first: nearly full width, and always above the button so its close control stays visible. */
export const panelSx = {
  position: 'fixed',
  left: { xs: 8, sm: 'auto' },
  right: { xs: 8, sm: 24 },
  bottom: { xs: FAB_SIZE + FAB_GAP * 2, sm: FAB_SIZE + 24 + FAB_GAP },
  width: { sm: 380 },
  height: { xs: `min(520px, calc(100dvh - ${FAB_SIZE + FAB_GAP * 2 + 72}px))`, sm: 'min(560px, calc(100dvh - 180px))' },
  zIndex: (theme: Theme) => theme.zIndex.appBar + 1,
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: 3,
};
