import AccountCircle from '@mui/icons-material/AccountCircle';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { COLOR_MODE_LABELS, COLOR_MODES } from '@/lib/color-scheme';
import { logout } from '@/lib/logout';

/** Logout clears local storage and reloads the page; the guard then shows /login. */
export async function logoutAndReload(): Promise<void> {
  await logout();
  window.location.reload();
}

interface AccountMenuProps {
  isSuperuser: boolean;
  onLogout?: () => void | Promise<void>;
}

/** The account menu: Update Password (super admin only), the colour scheme (Light, Dark, System) and Logout. */
export function AccountMenu({ isSuperuser, onLogout = logoutAndReload }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const menuId = useId();
  const { mode = 'system', setMode } = useColorScheme();
  const closeThen = (action: () => unknown) => () => {
    setAnchor(null);
    void action();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {isSuperuser ? (
          <MenuItem onClick={closeThen(() => navigate('/update_password'))}>
            <ListItemIcon>
              <KeyIcon fontSize="small" />
            </ListItemIcon>
            Update Password
          </MenuItem>
        ) : null}
        <Divider />
        {COLOR_MODES.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={mode === option}
            selected={mode === option}
            onClick={() => setMode(option)}
          >
            {/* A character, not an icon module: the shell is in every screen's bundle budget. */}
            <ListItemIcon aria-hidden="true" sx={{ justifyContent: 'center' }}>
              {mode === option ? '✓' : ''}
            </ListItemIcon>
            {COLOR_MODE_LABELS[option]} theme
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={closeThen(onLogout)}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
