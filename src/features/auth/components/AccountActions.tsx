import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Fragment } from 'react';
import { LazyMenuButton } from '@/components/layout/LazyMenuButton';
import { paths } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';
import { capitalizeWords, initials } from '@/lib/format';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { personName } from '@/lib/personName';
import { selectIsLoggedIn, selectUser } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useLogout } from '../hooks/useLogout';

const avatarButtonSx = { p: 0.5 } as const;

/** A circle of initials; MUI's Avatar would add its code to every page. */
const avatarSx = {
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  bgcolor: 'brand.accent',
  color: 'brand.onAccent',
  fontWeight: 700,
  fontSize: '1.25rem',
  width: 40,
  height: 40,
} as const;

/** The navbar's account area: SignUp/LogIn for guests, Enrolled Courses and the avatar menu for learners. */
export function AccountActions() {
  const { t } = useTranslation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // Keyed apart: the server's HTML shows the guest's links, and a stored session read after
  // hydration replaces them with the learner's, rather than relabelling one link as another.
  if (!isLoggedIn) {
    return (
      <Fragment key="guest">
        <Button component={RouterLink} to={paths.signup} color="inherit" variant="outlined">
          {t('account.signUp')}
        </Button>
        <Button component={RouterLink} to={paths.login} color="secondary" variant="contained">
          {t('account.logIn')}
        </Button>
      </Fragment>
    );
  }
  return (
    <Fragment key="learner">
      <Button component={RouterLink} to={paths.enrolledCourses} color="inherit" variant="outlined">
        {t('account.enrolledCourses')}
      </Button>
      <AccountMenu />
    </Fragment>
  );
}

/**
 * The learner's form of the account area, to be laid out invisibly beneath it: the navbar keeps the
 * area as large as this form from the server's HTML on, whatever the fonts, so that reading the
 * stored session moves nothing. The same components as the form itself, so it keeps the same size.
 */
export function AccountActionsReserve() {
  const { t } = useTranslation();
  return (
    <>
      <Button component="span" tabIndex={-1} disableRipple color="inherit" variant="outlined">
        {t('account.enrolledCourses')}
      </Button>
      <IconButton component="span" tabIndex={-1} disableRipple sx={avatarButtonSx}>
        <Box component="span" sx={avatarSx} />
      </IconButton>
    </>
  );
}

const AccountMenuList = lazyWithPreload(() => import('./AccountMenuList'));

function AccountMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const logout = useLogout();
  // The name as plain text: no control characters or direction overrides reach the menu.
  const name = capitalizeWords(personName(user?.username));
  return (
    <LazyMenuButton
      label={name ? t('account.menuFor', { name }) : t('account.menu')}
      preload={AccountMenuList.preload}
      menu={(placement) => <AccountMenuList {...placement} name={name} onLogout={logout} />}
      sx={avatarButtonSx}
    >
      <Box component="span" sx={avatarSx}>
        {initials(name)}
      </Box>
    </LazyMenuButton>
  );
}
