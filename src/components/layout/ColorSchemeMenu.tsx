import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from '@/i18n';
import type { ColorSchemeMode } from '@/theme/colorScheme';

export interface ColorSchemeMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

const CHOICES = [
  { mode: 'light', label: 'colorScheme.light' },
  { mode: 'dark', label: 'colorScheme.dark' },
  { mode: 'system', label: 'colorScheme.system' },
] as const satisfies readonly { mode: ColorSchemeMode; label: string }[];

/**
 * The three colour-scheme choices, as radio items of a menu; its own chunk, loaded when the
 * learner heads for the button. MUI's useColorScheme applies the choice and keeps it in
 * localStorage, where the script in every page's head reads it before the first paint.
 */
export default function ColorSchemeMenu({ id, anchor, onClose }: ColorSchemeMenuProps) {
  const { mode, setMode } = useColorScheme();
  const { t } = useTranslation('common');
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {CHOICES.map((choice) => {
        const checked = (mode ?? 'system') === choice.mode;
        return (
          <MenuItem
            key={choice.mode}
            role="menuitemradio"
            aria-checked={checked}
            selected={checked}
            onClick={() => {
              setMode(choice.mode);
              onClose();
            }}
          >
            <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(choice.label)}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
