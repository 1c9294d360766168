import Notifications from '@mui/icons-material/Notifications';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { barHintSx } from '../../../components/bar-hint';
import { lazyDialog, usePreloadWhenIdle } from '../../../components/lazy-dialog';
import { id } from '../../../i18n/id';
import { useNotifications } from '../api/get-notifications';
import { unreadCount } from '../notifications-cache';

const t = id.notifications;

/** The list in its popover: loaded when the page is idle, or at the first press (docs/performance.md). */
const NotificationPopover = lazyDialog(() =>
  import('./notification-popover').then((module) => module.NotificationPopover),
);

/** The staff bell (requirements §2 Layout): the unread badge, and the list in a popover. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const query = useNotifications();
  const unread = unreadCount(query.data);
  // The name carries the count (decisions §7.5), after the visible label 'Notifikasi' (WCAG 2.5.3 label in name);
  // the badge itself is hidden from screen readers. No count before the first load, nor for none.
  const name = unread > 0 ? t.bellUnread(unread) : t.bell;
  const close = () => setAnchor(null);
  usePreloadWhenIdle(NotificationPopover.preload, true);
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
      <NotificationPopover open={anchor !== null} onClose={close} anchor={anchor} />
    </>
  );
}
