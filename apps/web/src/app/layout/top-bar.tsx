import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { paths } from '@pidsus/shared/constants';
import { Emblem } from '../../components/emblem';
import { id } from '../../i18n/id';
import { homePathFor, type Session } from '../../lib/session/session';
import { AccountMenu } from './account-menu';
import { CaseSearchField } from './case-search-field';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { TopBarLink } from './top-bar-link';

const t = id.layout;

/**
 * Requirements §2 Layout: title by role, Dashboard button; for staff the search, the office's day (today's board and
 * the calendar, decisions §10), the files icon and the bell; the avatar menu. Below `lg` the links are icons with
 * their names; on a phone the staff title gives its room to them (the page's own heading says where one is).
 */
export function TopBar({ session }: { session: Session }) {
  const isAdmin = session.role === 'admin';
  return (
    <AppBar position="sticky" color="primary" sx={{ displayPrint: 'none' }}>
      <Toolbar sx={{ gap: { xs: 0.5, md: 1 } }}>
        <Emblem size={34} />
        <Typography
          variant="h6"
          component="div"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            overflow: 'hidden',
            fontSize: { xs: '1rem', sm: '1.2rem' },
            whiteSpace: 'nowrap',
          }}
        >
          <Box component="span" sx={isAdmin ? undefined : { display: { xs: 'none', sm: 'inline' } }}>
            {isAdmin ? t.titleAdmin : t.titleUser}
          </Box>
        </Typography>
        {!isAdmin && <CaseSearchField />}
        <TopBarLink
          to={homePathFor(session.role)}
          label={t.dashboard}
          icon={<SpaceDashboardOutlined />}
          labelFrom="md"
        />
        {!isAdmin && (
          <>
            <TopBarLink to={paths.schedule()} label={t.todayBoard} icon={<TodayOutlined />} labelFrom="lg" />
            <TopBarLink to={paths.calendar} label={t.calendar} icon={<CalendarMonthOutlined />} labelFrom="lg" />
            <TopBarLink to={paths.files} label={t.files} icon={<FolderOutlined />} />
            <NotificationBell />
          </>
        )}
        <AccountMenu session={session} />
      </Toolbar>
    </AppBar>
  );
}
