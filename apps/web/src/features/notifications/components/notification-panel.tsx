import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Notification } from '@pidsus/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { id } from '../../../i18n/id';
import { errorMessage } from '../../../lib/api-client';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { notificationItems, unreadCount } from '../notifications-cache';
import { NotificationItem } from './notification-item';

const t = id.notifications;

function Loading() {
  return (
    <Box aria-busy="true" aria-label={id.app.loading} sx={{ px: 2, py: 1 }}>
      {[0, 1, 2].map((key) => (
        <Box key={key} sx={{ py: 1 }}>
          <Skeleton width="90%" />
          <Skeleton width="60%" />
          <Skeleton width="25%" height={16} />
        </Box>
      ))}
    </Box>
  );
}

function Empty() {
  return (
    <Box sx={{ px: 3, py: 5, textAlign: 'center', color: 'text.secondary' }}>
      <NotificationsNoneOutlined sx={{ fontSize: 40, opacity: 0.5 }} />
      <Typography sx={{ mt: 1, fontWeight: 500 }}>{t.empty}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t.emptyHint}
      </Typography>
    </Box>
  );
}

/** The bell's list (requirements §2 Layout): newest first, unread ones marked, 'Tandai Dibaca' per item and for all. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const query = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const navigate = useNavigate();
  // One 'now' per opening, so that every row's relative time is counted from the same moment.
  const [now] = useState(() => new Date());
  const items = notificationItems(query.data);
  const unread = unreadCount(query.data);

  const open = (notification: Notification) => {
    if (!notification.is_read) {
      markRead.mutate(notification.id);
    }
    onClose();
    if (notification.link) {
      void navigate(notification.link);
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {t.title}
          </Typography>
          {query.isSuccess && items.length > 0 && (
            <Typography variant="caption" color="text.secondary">
              {unread > 0 ? t.unread(unread) : t.allRead}
            </Typography>
          )}
        </Box>
        {query.isSuccess && items.length > 0 && (
          <Button
            size="small"
            startIcon={<DoneAll />}
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
            sx={{ flexShrink: 0 }}
          >
            {t.markAllRead}
          </Button>
        )}
      </Box>
      <Divider />
      {(markRead.isError || markAllRead.isError) && (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          {t.markFailed}
        </Alert>
      )}
      <Box sx={{ maxHeight: 'min(460px, calc(100dvh - 160px))', overflowY: 'auto' }}>
        {query.isPending && <Loading />}
        {query.isError && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {errorMessage(query.error, t.loadFailed)}
          </Alert>
        )}
        {query.isSuccess && items.length === 0 && <Empty />}
        {items.length > 0 && (
          <List disablePadding aria-label={t.title}>
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={open}
                onMarkRead={(item) => markRead.mutate(item.id)}
              />
            ))}
          </List>
        )}
        {query.hasNextPage && (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button
              size="small"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              fullWidth
            >
              {query.isFetchingNextPage ? id.app.loading : t.loadMore}
            </Button>
          </Box>
        )}
      </Box>
    </>
  );
}
