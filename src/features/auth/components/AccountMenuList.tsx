import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { Link as RouterLink, useTranslation } from '@/i18n';

export interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  name: string;
  onClose: () => void;
  onLogout: () => void;
}

/** The avatar's dropdown; its own chunk, since guests never open it. */
export default function AccountMenuList({ id, anchor, name, onClose, onLogout }: AccountMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <Typography component="p" sx={{ px: 2, py: 1, fontWeight: 700 }}>
        {name || t('account.defaultName')}
      </Typography>
      <Divider />
      <MenuItem component={RouterLink} to={paths.profile} onClick={onClose}>
        {t('account.profile')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.changePassword} onClick={onClose}>
        {t('account.changePassword')}
      </MenuItem>
      <Divider />
      <MenuItem component={RouterLink} to={paths.practice} onClick={onClose}>
        {t('nav.practice')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.tools} onClick={onClose}>
        {t('nav.tools')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.review} onClick={onClose}>
        {t('nav.review')}
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {t('account.logout')}
      </MenuItem>
    </Menu>
  );
}
