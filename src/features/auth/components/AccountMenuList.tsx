import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { Link as RouterLink } from '@/i18n';

export interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  name: string;
  onClose: () => void;
  onLogout: () => void;
}

/** The avatar's dropdown; its own chunk, since guests never open it. */
export default function AccountMenuList({ id, anchor, name, onClose, onLogout }: AccountMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <Typography component="p" sx={{ px: 2, py: 1, fontWeight: 700 }}>
        {name || 'User'}
      </Typography>
      <Divider />
      <MenuItem component={RouterLink} to={paths.profile} onClick={onClose}>
        Profile
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.changePassword} onClick={onClose}>
        Change Password
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
