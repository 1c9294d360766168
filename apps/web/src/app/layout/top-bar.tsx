import FolderOutlined from '@mui/icons-material/FolderOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Emblem } from '../../components/emblem';
import { id } from '../../i18n/id';
import { homePathFor, type Session } from '../../lib/session';
import { AccountMenu } from './account-menu';
import { CaseSearchField } from './case-search-field';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

const t = id.layout;

/** Requirements §2 Layout: title by role, Dashboard button; for staff the files icon and the bell; the avatar menu. */
export function TopBar({ session }: { session: Session }) {
  const isAdmin = session.role === 'admin';
  return (
    <AppBar position="sticky" color="primary" sx={{ displayPrint: 'none' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
        <Emblem size={34} />
        <Typography
          variant="h6"
          component="div"
          sx={{ flexGrow: 1, fontSize: { xs: '1rem', sm: '1.2rem' }, whiteSpace: 'nowrap' }}
        >
          {isAdmin ? t.titleAdmin : t.titleUser}
        </Typography>
        {!isAdmin && <CaseSearchField />}
        <Button
          component={RouterLink}
          to={homePathFor(session.role)}
          color="inherit"
          aria-label={t.dashboard}
          startIcon={<SpaceDashboardOutlined />}
          sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t.dashboard}
          </Box>
        </Button>
        {!isAdmin && (
          <Box sx={{ display: 'flex' }}>
            <Tooltip title={t.files}>
              <IconButton component={RouterLink} to="/files" color="inherit" aria-label={t.files}>
                <FolderOutlined />
              </IconButton>
            </Tooltip>
            <NotificationBell />
          </Box>
        )}
        <AccountMenu session={session} />
      </Toolbar>
    </AppBar>
  );
}
