import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useId, useRef, useState } from 'react';

/** The menu is cleared 3 s after the pointer leaves it. */
export const MENU_CLEAR_MS = 3000;

export interface CouponActionsMenuProps {
  onEdit: () => void;
  onDelete: () => void;
}

/** The card's Edit / Delete menu. */
export function CouponActionsMenu({ onEdit, onDelete }: CouponActionsMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopTimer = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    stopTimer();
    setAnchor(null);
  };
  const choose = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <IconButton
        aria-label="Coupon actions"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{
          paper: {
            onMouseLeave: () => {
              stopTimer();
              timer.current = setTimeout(close, MENU_CLEAR_MS);
            },
            onMouseEnter: stopTimer,
          },
        }}
      >
        <MenuItem onClick={choose(onEdit)}>Edit</MenuItem>
        <MenuItem onClick={choose(onDelete)}>Delete</MenuItem>
      </Menu>
    </>
  );
}
