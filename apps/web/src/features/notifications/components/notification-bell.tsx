import Notifications from '@mui/icons-material/Notifications';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { barHintSx } from '../../../components/bar-hint';
import { id } from '../../../i18n/id';
import { useNotifications } from '../api/get-notifications';
import { unreadCount } from '../notifications-cache';
import { NotificationPanel } from './notification-panel';

const t = id.notifications;

/** The staff bell (requirements §2 Layout): the unread badge, and the list in a popover. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const query = useNotifications();
  const unread = unreadCount(query.data);
  // The name carries the count (decisions §7.5), after the visible label 'Notifikasi' (WCAG 2.5.3 label in name);
  // the badge itself is hidden from screen readers. No count before the first load, nor for none.
  const name = unread > 0 ? t.bellUnread(unread) : t.bell;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={name}
        aria-haspopup="dialog"
        data-unread={unread}
        data-hint={t.bell}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={barHintSx}
      >
        <Badge
          badgeContent={unread}
          max={99}
          color="secondary"
          slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'notification-badge' } as object }}
        >
          {unread > 0 ? <Notifications /> : <NotificationsNoneOutlined />}
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t.title,
            sx: { width: 400, maxWidth: 'calc(100vw - 24px)', mt: 0.5 },
          },
        }}
      >
        <NotificationPanel onClose={close} />
      </Popover>
    </>
  );
}
