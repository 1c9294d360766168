import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { id } from '../../i18n/id';

const t = id.layout;

/**
 * The staff bell. Notifications arrive with their own issue; until then the badge counts zero and
 * the list shows its empty text.
 */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = 0;
  return (
    <>
      <Tooltip title={t.notifications}>
        <IconButton color="inherit" aria-label={t.notifications} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unread} color="secondary">
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t.notificationsTitle}
          </Typography>
        </Box>
        <Divider />
        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
          {t.noNotifications}
        </Typography>
      </Popover>
    </>
  );
}
