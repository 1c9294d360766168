import Done from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Notification } from '@pidsus/shared';
import { id } from '../../../i18n/id';
import { formatDateTime, formatRelativeTime } from '../../../lib/time/dates';
import { visuallyHidden } from '../../../lib/visually-hidden';

const t = id.notifications;

export interface NotificationItemProps {
  notification: Notification;
  /** Clicking the item: it is marked read and its link, if any, opens. */
  onOpen: (notification: Notification) => void;
  /** 'Tandai Dibaca' without leaving the list. */
  onMarkRead: (notification: Notification) => void;
  now: Date;
}

/** One row of the bell's list: unread ones in bold on a tinted background with a dot. */
export function NotificationItem({ notification, onOpen, onMarkRead, now }: NotificationItemProps) {
  const unread = !notification.is_read;
  const created = new Date(notification.created_at);
  return (
    <ListItem
      disablePadding
      divider
      data-unread={unread ? 'true' : 'false'}
      sx={{ bgcolor: (theme) => (unread ? alpha(theme.palette.primary.main, 0.06) : undefined) }}
      secondaryAction={
        unread && (
          <Tooltip title={t.markRead}>
            <IconButton edge="end" size="small" aria-label={t.markRead} onClick={() => onMarkRead(notification)}>
              <Done fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <ListItemButton
        onClick={() => onOpen(notification)}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, pl: 2, pr: unread ? 6 : 2 }}
      >
        <Box
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            mt: 0.85,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {unread && <Box component="span" sx={visuallyHidden}>{`${t.unreadLabel}: `}</Box>}
          <Typography
            variant="body2"
            title={notification.message}
            sx={{
              fontWeight: unread ? 600 : 400,
              color: unread ? 'text.primary' : 'text.secondary',
              lineHeight: 1.45,
              overflowWrap: 'anywhere',
              // Wrapped, not cut to one line: the server keeps messages short (long titles are shortened), so four
              // lines hold the actor, the case and what changed; anything longer is in the tooltip.
              display: '-webkit-box',
              WebkitLineClamp: 4,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {notification.message}
          </Typography>
          <Typography
            component="time"
            variant="caption"
            dateTime={notification.created_at}
            title={formatDateTime(created)}
            sx={{ display: 'block', mt: 0.25, color: unread ? 'primary.main' : 'text.secondary' }}
          >
            {formatRelativeTime(created, now)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
