import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { id } from '../../i18n/id';
import { idTrash } from '../../i18n/id-trash';
import { idCalendar } from '../../i18n/id-calendar';
import { useLogout } from '../../lib/logout';
import { useProfile } from '../../lib/profile';
import type { Session } from '../../lib/session';

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
      path: session.role === 'admin' ? '/admin/profile' : '/profile',
      label: t.menuProfile,
      icon: <PersonOutline fontSize="small" />,
    },
    { path: '/files', label: t.menuFiles, icon: <FolderOutlined fontSize="small" /> },
    { path: '/case-schedule', label: t.menuSchedule, icon: <CalendarMonthOutlined fontSize="small" /> },
    // An admin is on no case team (contract §7.1): "Kasus Saya" is staff's.
    ...(session.role === 'user'
      ? [{ path: '/my-cases', label: t.menuMyCases, icon: <AssignmentIndOutlined fontSize="small" /> }]
      : []),
    // The trash of cases (contract §7.3): every staff restores from it, an admin also purges.
    { path: '/trash', label: idTrash.menu, icon: <DeleteOutline fontSize="small" /> },
    // Month and week views of hearings and deadlines (contract §7.4).
    { path: '/calendar', label: idCalendar.menu, icon: <EventNoteOutlined fontSize="small" /> },
  ];
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };
  const onLogout = () => {
    setAnchor(null);
    logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  };

  return (
    <>
      <Tooltip title={t.accountMenu}>
        <IconButton aria-label={t.accountMenu} onClick={(event) => setAnchor(event.currentTarget)} sx={{ p: 0.5 }}>
          <Avatar
            src={avatarUrl}
            alt={username}
            sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: '1rem' }}
          >
            {username.charAt(0).toUpperCase()}
          </Avatar>
        </IconButton>
      </Tooltip>
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
