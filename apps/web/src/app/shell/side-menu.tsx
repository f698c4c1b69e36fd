import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { menuFor, type MenuGroup, type MenuLink } from './menu-config';

interface Navigation {
  /** The entry that shows where the user is (menu-location.ts); null for none. */
  activePath: string | null;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

type LinkItemProps = Navigation & { item: MenuLink; nested?: boolean };

function MenuLinkItem({ item, nested, activePath, onNavigate }: LinkItemProps) {
  const Icon = item.icon;
  const active = activePath === item.to;
  return (
    <li>
      <ListItemButton
        component={Link}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={nested ? { pl: 4 } : undefined}
      >
        {Icon && (
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText primary={item.label} inset={nested && !Icon} />
      </ListItemButton>
    </li>
  );
}

function MenuGroupItem({ group, activePath, onNavigate }: Navigation & { group: MenuGroup }) {
  const holdsActive = group.items.some((item) => item.to === activePath);
  // Open while the current screen is one of its entries, and again on a move to another of them (state
  // adjusted while rendering, not in an effect).
  const [open, setOpen] = useState(holdsActive);
  const [shownFor, setShownFor] = useState(activePath);
  if (shownFor !== activePath) {
    setShownFor(activePath);
    if (holdsActive) setOpen(true);
  }
  const listId = useId();
  const Icon = group.icon;
  return (
    <li>
      <ListItemButton
        component="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={listId}
        // Closed by the user, it still shows that the current screen is inside.
        selected={holdsActive && !open}
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
            <MenuLinkItem key={item.to} item={item} nested activePath={activePath} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** The role's side menu: groups are buttons with aria-expanded; the current entry has aria-current="page". */
export function SideMenu({ isSuperuser, ...navigation }: Navigation & { isSuperuser: boolean }) {
  return (
    <nav aria-label="Main menu">
      <List component="ul">
        {menuFor(isSuperuser).map((entry) =>
          'items' in entry ? (
            <MenuGroupItem key={entry.label} group={entry} {...navigation} />
          ) : (
            <MenuLinkItem key={entry.to} item={entry} {...navigation} />
          ),
        )}
      </List>
    </nav>
  );
}
