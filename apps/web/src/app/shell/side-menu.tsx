import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

import { menuFor, type MenuGroup, type MenuLink } from './menu-config';

interface SideMenuProps {
  isSuperuser: boolean;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

function MenuLinkItem({
  item,
  nested,
  onNavigate,
}: {
  item: MenuLink;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  return (
    <ListItemButton
      component={NavLink}
      to={item.to}
      selected={pathname === item.to}
      onClick={onNavigate}
      sx={nested ? { pl: 4 } : undefined}
    >
      {Icon ? (
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
      ) : null}
      <ListItemText primary={item.label} inset={nested && !Icon} />
    </ListItemButton>
  );
}

function MenuGroupItem({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  // A group opens by itself when the current screen is one of its entries.
  const [open, setOpen] = useState(() => group.items.some((item) => item.to === pathname));
  const listId = useId();
  const Icon = group.icon;
  return (
    <li>
      <ListItemButton
        component="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ width: '100%' }}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={group.label} />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} component="ul" disablePadding aria-label={group.label}>
          {group.items.map((item) => (
            <li key={item.to}>
              <MenuLinkItem item={item} nested onNavigate={onNavigate} />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** The side menu of the specification for the signed-in user's role. Groups are buttons with aria-expanded. */
export function SideMenu({ isSuperuser, onNavigate }: SideMenuProps) {
  return (
    <nav aria-label="Main menu">
      <List component="ul">
        {menuFor(isSuperuser).map((entry) =>
          entry.kind === 'group' ? (
            <MenuGroupItem key={entry.label} group={entry} onNavigate={onNavigate} />
          ) : (
            <li key={entry.to}>
              <MenuLinkItem item={entry} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </List>
    </nav>
  );
}
