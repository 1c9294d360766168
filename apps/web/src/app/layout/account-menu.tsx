import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { barHintSx } from '../../components/bar-hint';
import { id } from '../../i18n/id';
import { idTrash } from '../../i18n/id-trash';
import { idCalendar } from '../../i18n/id-calendar';
import { idRegisters } from '../../i18n/id-registers';
import { useLogout } from '../../lib/session/logout';
import { useProfile } from '../../lib/session/profile';
import type { Session } from '../../lib/session/session';

const t = id.layout;

/** The avatar menu (requirements §2): username, role label, Profile, Files, Jadwal Kasus, Kasus Saya (staff), Logout. */
export function AccountMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const profile = useProfile();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const username = profile.data?.username ?? session.username;
  const avatarUrl = profile.data?.avatar_url ?? undefined;

  const entries = [
    {
      path: session.role === 'admin' ? paths.adminProfile : paths.profile,
      label: t.menuProfile,
      icon: <PersonOutline fontSize="small" />,
    },
    { path: paths.files, label: t.menuFiles, icon: <FolderOutlined fontSize="small" /> },
    // The same icons as the top bar's links (decisions §10).
    { path: paths.schedule(), label: t.menuSchedule, icon: <TodayOutlined fontSize="small" /> },
    // An admin is on no case team (decisions §7.1): "Kasus Saya" is staff's.
    ...(session.role === 'user'
      ? [{ path: paths.myCases, label: t.menuMyCases, icon: <AssignmentIndOutlined fontSize="small" /> }]
      : []),
    // The trash of cases (decisions §7.3): every staff restores from it, an admin also purges.
    { path: paths.trash, label: idTrash.menu, icon: <DeleteOutline fontSize="small" /> },
    // Month and week views of hearings and deadlines (decisions §7.4).
    { path: paths.calendar, label: idCalendar.menu, icon: <CalendarMonthOutlined fontSize="small" /> },
    // The office's registers for a month (decisions §8.5).
    { path: paths.registers, label: idRegisters.menu, icon: <TableChartOutlined fontSize="small" /> },
  ];
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };
  const onLogout = () => {
    setAnchor(null);
    logout.mutate(undefined, { onSettled: () => void navigate(paths.login(), { replace: true }) });
  };

  return (
    <>
      <IconButton
        aria-label={t.accountMenu}
        data-hint={t.accountMenu}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={[{ p: 0.5 }, barHintSx]}
      >
        <Avatar
          src={avatarUrl}
          alt={username}
          sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: '1rem' }}
        >
          {username.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <MenuHeader name={username} role={id.roles[session.role]} />
        <Divider />
        {entries.map((entry) => (
          <MenuItem key={entry.path} onClick={() => go(entry.path)}>
            <ListItemIcon>{entry.icon}</ListItemIcon>
            {entry.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={onLogout}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t.menuLogout}
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * Who is logged in, at the top of the menu. Not an item: the menu must not give it the first tab stop (a
 * focusable element that is not a menu item breaks the menu's ARIA structure), hence MUI's skip flag.
 */
function MenuHeader({ name, role }: { name: string; role: string }) {
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {role}
      </Typography>
    </Box>
  );
}
MenuHeader.muiSkipListHighlight = true;
