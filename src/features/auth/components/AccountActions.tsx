import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { capitalizeWords, initials } from '@/lib/format';
import { selectIsLoggedIn, selectUser } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { brand } from '@/theme/theme';
import { useLogout } from '../hooks/useLogout';

/** The navbar's account area: SignUp/LogIn for guests, Enrolled Courses and the avatar menu for learners. */
export function AccountActions() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (!isLoggedIn) {
    return (
      <>
        <Button component={RouterLink} to={paths.signup} color="inherit" variant="outlined">
          SignUp
        </Button>
        <Button component={RouterLink} to={paths.login} color="secondary" variant="contained">
          LogIn
        </Button>
      </>
    );
  }
  return (
    <>
      <Button component={RouterLink} to={paths.enrolledCourses} color="inherit" variant="outlined">
        Enrolled Courses
      </Button>
      <AccountMenu />
    </>
  );
}

function AccountMenu() {
  const user = useAppSelector(selectUser);
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = capitalizeWords(user?.username ?? '');
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={`Account menu${name ? ` for ${name}` : ''}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ bgcolor: brand.gold, color: brand.ink, fontWeight: 700, width: 40, height: 40 }}>
          {initials(user?.username)}
        </Avatar>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <Typography component="p" sx={{ px: 2, py: 1, fontWeight: 700 }}>
          {name || 'User'}
        </Typography>
        <Divider />
        <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
          Profile
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.changePassword} onClick={close}>
          Change Password
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
