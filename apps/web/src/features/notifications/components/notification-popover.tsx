import Popover from '@mui/material/Popover';
import { id } from '../../../i18n/id';
import { NotificationPanel } from './notification-panel';

const t = id.notifications;

export interface NotificationPopoverProps {
  open: boolean;
  onClose: () => void;
  anchor: HTMLElement | null;
}

/**
 * The bell's list in a popover (requirements §2 Layout). Its code (the list, its items' tooltips, MUI's popover)
 * loads when the page is idle or the bell is first pressed (`notification-bell.tsx`), not before the first paint.
 */
export function NotificationPopover({ open, onClose, anchor }: NotificationPopoverProps) {
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
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
      <NotificationPanel onClose={onClose} />
    </Popover>
  );
}
