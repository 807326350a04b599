import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { keyframes, useTheme, type Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NAV_SCROLL_THRESHOLD } from '@/config/constants';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LanguageSwitch, Link as RouterLink, NavLink, usePagePath, useTranslation } from '@/i18n';
import { useMediaMatch } from '@/lib/useMediaMatch';
import { tokens } from '@/theme/components';
import { unavailableWords } from '../feedback/OfflineNotice';
import { enqueueToast } from '../feedback/toasts/toast';
import { ColorSchemeControl } from './ColorSchemeControl';

interface NavbarProps {
  /** The account area: sign-up/log-in buttons or the learner's menu. */
  actions: ReactNode;
  /**
   * The larger form of the account area, laid out invisibly beneath it on a wide screen, so that
   * the area keeps its size whichever form shows.
   */
  actionsReserve?: ReactNode;
  /** "Review (N due)", rendered in place of the plain review link while it renders anything. */
  reviewDue?: ReactNode;
}

const linkSx = {
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  px: 1.5,
  py: 1,
  borderRadius: 2,
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'brand.onSurfaceHover' },
  '&.active': { color: 'brand.accent', boxShadow: (theme: Theme) => `inset 0 -3px 0 ${tokens(theme).brand.accent}` },
} as const;

interface NavLinkItem {
  label:
    | 'nav.home'
    | 'nav.courses'
    | 'nav.practice'
    | 'nav.tools'
    | 'nav.review'
    | 'nav.blog'
    | 'nav.about'
    | 'nav.contact'
    | 'nav.news';
  to: string;
  /** Other pages of the same section, on which this link is the current one too. */
  alsoCurrentOn?: readonly string[];
  /**
   * Left out of the wide bar below the xl breakpoint, where every link would not fit on one line;
   * the footer and the phone menu keep it.
   */
  xlOnly?: boolean;
}

export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'nav.home', to: paths.home },
  { label: 'nav.courses', to: paths.courses },
  { label: 'nav.practice', to: paths.practice },
  { label: 'nav.tools', to: paths.tools },
  { label: 'nav.review', to: paths.review },
  { label: 'nav.blog', to: paths.blog },
  { label: 'nav.news', to: paths.news, alsoCurrentOn: [paths.newsDaily], xlOnly: true },
  { label: 'nav.about', to: paths.about, xlOnly: true },
  { label: 'nav.contact', to: paths.contact, xlOnly: true },
];

/**
 * The review link with its due count, when the layout gives one, stands in for the plain link: the
 * slot is empty while nothing is due (or its code is still loading), and then the plain link shows.
 */
const reviewSlotSx = {
  display: 'contents',
  '&:not(:empty) + a': { display: 'none' },
  '& a': { fontWeight: 600 },
} as const;

/** A main link, marked current on its own path (NavLink) and on its section's other pages. */
function NavItem({ link, hideBelowXl = false }: { link: NavLinkItem; hideBelowXl?: boolean }) {
  const { t } = useTranslation();
  const pathname = usePagePath();
  const inSection = link.alsoCurrentOn?.some((path) => pathname.toLowerCase() === path.toLowerCase()) ?? false;
  const sx = [linkSx, hideBelowXl && { display: { xs: 'none', xl: 'block' } }];
  if (!inSection) {
    return (
      <Box component={NavLink} to={link.to} end={link.to === paths.home} sx={sx}>
        {t(link.label)}
      </Box>
    );
  }
  return (
    <Box component={RouterLink} to={link.to} className="active" aria-current="page" sx={sx}>
      {t(link.label)}
    </Box>
  );
}

/** Every child in the one cell, stretched to it: the cell is as large as the largest child. */
const stackedSx = { display: 'grid', '& > *': { gridArea: '1 / 1' } } as const;

/** Filling the cell, so that only the form inside changes when the stored session is read. */
const accountSx = { alignItems: 'center', justifyContent: 'flex-end' } as const;

const slideDown = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' } });

const menuSx = {
  animation: `${slideDown} 200ms ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

/**
 * Whether the collapsed menu is open on this page. It belongs to the page it was opened on:
 * following a link closes it. Only the toggle and the menu read the path, so a route change on a
 * wide screen re-renders the navbar's links (which mark the current page) and nothing else.
 */
function useMenuHere(openOn: string | null) {
  const { pathname } = useLocation();
  return { open: openOn === pathname, pathname };
}

interface MenuProps {
  /** The path the menu was opened on, if any. */
  openOn: string | null;
  menuId: string;
}

/** The switch to the other language; when that language's text cannot be fetched, a toast says why. */
function LanguageChoice() {
  const { t } = useTranslation();
  return <LanguageSwitch onUnavailable={() => enqueueToast(t(unavailableWords()), { variant: 'warning' })} />;
}

function MenuToggle({ openOn, menuId, onToggle }: MenuProps & { onToggle: (openOn: string | null) => void }) {
  const { open, pathname } = useMenuHere(openOn);
  const { t } = useTranslation();
  return (
    <IconButton
      color="inherit"
      aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      aria-expanded={open}
      aria-controls={menuId}
      onClick={() => onToggle(open ? null : pathname)}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </IconButton>
  );
}

function CollapsedMenu({ openOn, menuId, children }: MenuProps & { children: ReactNode }) {
  const { open } = useMenuHere(openOn);
  if (!open) return null;
  // A CSS slide rather than MUI's Collapse, whose transition code every first load would carry.
  return (
    <Box id={menuId} sx={menuSx}>
      {children}
    </Box>
  );
}

/** The site's top bar: brand, main links with the current page marked, and the account area. */
export function Navbar({ actions, actionsReserve, reviewDue }: NavbarProps) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: NAV_SCROLL_THRESHOLD });
  const wideQuery = useTheme()
    .breakpoints.up('md')
    .replace(/^@media\s*/, '');
  // Until the width is known (server HTML, hydration) both bars are rendered and CSS shows the
  // one that fits; from then on only that one.
  const wide = useMediaMatch(wideQuery);
  const byCss = wide === null;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuId = useId();
  const { t } = useTranslation();

  const linksFor = (bar: 'wide' | 'menu') =>
    NAV_LINKS.map((link) => {
      const item = <NavItem key={link.to} link={link} hideBelowXl={bar === 'wide' && link.xlOnly === true} />;
      if (link.to !== paths.review || !reviewDue) return item;
      return [
        <Box key="review-due" component="span" sx={reviewSlotSx}>
          {reviewDue}
        </Box>,
        item,
      ];
    });

  return (
    <AppBar
      position="sticky"
      elevation={scrolled ? 4 : 0}
      data-scrolled={scrolled}
      sx={{
        bgcolor: scrolled ? 'brand.surfaceScrolled' : 'brand.surface',
        color: 'brand.onSurface',
        transition: 'background-color 200ms, box-shadow 200ms',
      }}
    >
      <Toolbar component="nav" aria-label={t('nav.label')} sx={{ gap: 2, minHeight: { xs: 64 } }}>
        <Box
          component={RouterLink}
          to={paths.home}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 'auto' }}
        >
          <img src="/media/brand/logo.webp" alt="" width={36} height={36} />
          <Typography component="span" variant="h6" sx={{ fontWeight: 800 }}>
            {site.name}
          </Typography>
        </Box>
        {wide !== false && (
          <Box
            sx={[{ display: 'flex', alignItems: 'center', gap: 2 }, byCss && { display: { xs: 'none', md: 'flex' } }]}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              {linksFor('wide')}
            </Stack>
            <LanguageChoice />
            <ColorSchemeControl />
            {/* As large as the reserve in any font, so the links stay put when the stored session is read. */}
            <Box sx={stackedSx}>
              {actionsReserve && (
                <Stack direction="row" spacing={1} aria-hidden sx={[accountSx, { visibility: 'hidden' }]}>
                  {actionsReserve}
                </Stack>
              )}
              <Stack direction="row" spacing={1} sx={accountSx}>
                {actions}
              </Stack>
            </Box>
          </Box>
        )}
        {wide !== true && (
          <Box sx={[byCss && { display: { md: 'none' } }]}>
            <MenuToggle openOn={openOn} menuId={menuId} onToggle={setOpenOn} />
          </Box>
        )}
      </Toolbar>
      {wide !== true && (
        <CollapsedMenu openOn={openOn} menuId={menuId}>
          <Stack sx={{ px: 2, pb: 2, alignItems: 'flex-start' }} spacing={0.5}>
            {linksFor('menu')}
            <Stack direction="row" spacing={1} useFlexGap sx={{ pt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {actions}
              <LanguageChoice />
              <ColorSchemeControl />
            </Stack>
          </Stack>
        </CollapsedMenu>
      )}
    </AppBar>
  );
}
