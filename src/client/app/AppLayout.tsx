import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Person from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { PageSpinner } from '../components/PageSpinner';
import { environment } from '../environment';
import { logout } from '../features/auth/authThunks';
import { AppVersion } from './AppVersion';
import { useAppDispatch } from './hooks';
import { preloadArea } from './areaPages';
import { NAVIGATION } from './navigation';
import { UnreadMessagesButton } from './UnreadMessagesButton';
import { useCanOpen, useCurrentUser } from './session';

const DRAWER_WIDTH = 248;

const MAIN_ID = 'main-content';

/** The first thing a keyboard reaches: past the bar and the menu, straight to the screen. */
function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // A hash link would change the route (hash routing): move the focus instead.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        '&:focus': { top: 8 },
      }}
    >
      <FormattedMessage id="layout.skipToContent" />
    </Box>
  );
}

/** The drawer's list: only the areas the user's permissions open, each preloaded when pointed at. */
function NavigationList({ onNavigate }: { onNavigate?: () => void }) {
  const canOpen = useCanOpen();
  const { pathname } = useLocation();
  return (
    <List>
      {NAVIGATION.filter(({ area }) => canOpen(area)).map(({ area, icon: Icon }) => (
        <ListItem key={area} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={`/${area}`}
            selected={pathname === `/${area}` || pathname.startsWith(`/${area}/`)}
            aria-current={pathname === `/${area}` ? 'page' : undefined}
            onClick={onNavigate}
            onMouseEnter={() => preloadArea(area)}
            onFocus={() => preloadArea(area)}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage id={`nav.${area}`} />} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function UserMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useCurrentUser()?.data.user;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = async () => {
    setAnchor(null);
    await dispatch(logout());
    void navigate('/login', { replace: true });
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={intl.formatMessage({ id: 'layout.userMenu' })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {user && (
          <Typography variant="subtitle2" sx={{ px: 2, py: 1 }}>
            {user.firstName} {user.lastName}
          </Typography>
        )}
        <Divider />
        <MenuItem component={RouterLink} to="/user" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          <FormattedMessage id="layout.profile" />
        </MenuItem>
        <MenuItem onClick={() => void signOut()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <FormattedMessage id="layout.logout" />
        </MenuItem>
        <AppVersion />
      </Menu>
    </>
  );
}

/**
 * The signed-in frame: app bar (school name, language, user menu) and the navigation drawer,
 * permanent from the md breakpoint and a temporary one on narrow screens. Both are chosen by CSS,
 * not by a media query in JS, so the first render is already right.
 */
export default function AppLayout() {
  const intl = useIntl();
  const schoolName = useCurrentUser()?.school?.name || environment.defaultSchoolName;
  const [mobileOpen, setMobileOpen] = useState(false);
  const drawerPaper = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } } as const;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={intl.formatMessage({ id: 'layout.openNavigation' })}
            onClick={() => setMobileOpen(true)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          {/* On a phone the name may take two lines rather than lose its end. */}
          <Typography
            variant="h6"
            component="div"
            sx={{
              flexGrow: 1,
              minWidth: 0,
              fontSize: { xs: '1rem', sm: '1.25rem' },
              lineHeight: { xs: 1.2, sm: 1.6 },
              whiteSpace: { sm: 'nowrap' },
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              overflowWrap: 'anywhere',
            }}
          >
            {schoolName}
          </Typography>
          <LanguageSwitcher compact />
          <UnreadMessagesButton />
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label={intl.formatMessage({ id: 'layout.navigation' })}
        sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}
      >
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, ...drawerPaper }}
        >
          <NavigationList onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer variant="permanent" open sx={{ display: { xs: 'none', md: 'block' }, ...drawerPaper }}>
          <Toolbar />
          <NavigationList />
        </Drawer>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}>
        <Toolbar />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
