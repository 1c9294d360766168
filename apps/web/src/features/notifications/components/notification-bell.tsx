import Notifications from '@mui/icons-material/Notifications';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { id } from '../../../i18n/id';
import { useNotifications } from '../api/get-notifications';
import { unreadCount } from '../notifications-cache';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { NotificationPanel } from './notification-panel';

const t = id.notifications;

/** The staff bell (requirements §2 Layout): the unread badge, and the list in a popover. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const query = useNotifications();
  const unread = unreadCount(query.data);
  const countId = useId();
  // No count before the first load: '0 belum dibaca' would be a guess.
  const loaded = query.data !== undefined;
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t.bell}>
        <IconButton
          color="inherit"
          aria-label={t.bell}
          aria-haspopup="dialog"
          aria-describedby={loaded ? countId : undefined}
          data-unread={unread}
          onClick={(event) => setAnchor(event.currentTarget)}
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
      </Tooltip>
      {/* The badge is hidden from screen readers; its count is read from here, after the name 'Notifikasi'. */}
      {loaded && (
        <Box component="span" id={countId} sx={visuallyHidden}>
          {t.unread(unread)}
        </Box>
      )}
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
