import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { lastMenuPath, rememberMenuPath } from '@/lib/last-menu-path';
import { PHONE_DRAWER_Z_INDEX } from '@/lib/notice-placement';
import { DRAWER_WIDTH } from '@/lib/theme';

import { AccountMenu } from './account-menu';
import { DrawerHeader } from './drawer-header';
import { activeMenuPath, isMenuPath } from './menu-location';
import { SideMenu } from './side-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

import type { TCurrentUser } from '@printhub/contract';

interface AppShellProps {
  user: TCurrentUser;
  appName: string;
  children: ReactNode;
  onLogout?: () => void | Promise<void>;
}

const DRAWER_ID = 'main-navigation-drawer';

/**
 * The signed-in shell: a top bar with the product name and the account menu, and a drawer that stays beside
 * the content on desktop (the toggle collapses it) and slides over it on small screens.
 */
export function AppShell({ user, appName, children, onLogout }: AppShellProps) {
  const isDesktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const open = isDesktop ? desktopOpen : mobileOpen;
  const toggle = () => (isDesktop ? setDesktopOpen((v) => !v) : setMobileOpen((v) => !v));
  const { pathname } = useLocation();
  const activePath = activeMenuPath(pathname, user.is_superuser, lastMenuPath());
  useEffect(() => {
    if (isMenuPath(pathname, user.is_superuser)) rememberMenuPath(pathname);
  }, [pathname, user.is_superuser]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed" sx={{ zIndex: (t) => (isDesktop ? t.zIndex.drawer + 1 : t.zIndex.appBar) }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={open ? 'Close navigation menu' : 'Open navigation menu'}
            aria-expanded={open}
            aria-controls={DRAWER_ID}
            onClick={toggle}
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
            {appName}
          </Typography>
          <AccountMenu isSuperuser={user.is_superuser} onLogout={onLogout} />
        </Toolbar>
      </AppBar>
      <Drawer
        id={DRAWER_ID}
        variant={isDesktop ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setMobileOpen(false)}
        sx={{
          // On a phone the drawer slides over the page: above toasts and snackbars, which never cover it.
          zIndex: isDesktop ? undefined : PHONE_DRAWER_Z_INDEX,
          width: isDesktop && open ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {isDesktop ? <Toolbar /> : null}
        <DrawerHeader user={user} appName={appName} />
        <Divider />
        <SideMenu
          isSuperuser={user.is_superuser}
          activePath={activePath}
          onNavigate={isDesktop ? undefined : () => setMobileOpen(false)}
        />
      </Drawer>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
