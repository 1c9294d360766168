import LockOutlined from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { UserListItem } from '@pidsus/shared';
import { idUsers } from '../../../i18n/id-users';
import { formatDateTime, formatHourMinute } from '../../../lib/time/dates';

const t = idUsers;

/** The avatar, the name and its marks: 'Admin', 'Anda' for the logged-in admin, 'Terkunci sampai HH.MM' while the account waits
 * (decisions §9). */
export function UserName(props: { user: UserListItem; me: number | undefined; locked: boolean }) {
  const { user } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Avatar src={user.avatar_url ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: '0.9rem' }}>
        {user.username.charAt(0).toUpperCase()}
      </Avatar>
      <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {user.username}
      </Box>
      {user.role === 'admin' && <Chip size="small" color="primary" label={t.roleAdmin} />}
      {user.id === props.me && <Chip size="small" variant="outlined" label={t.you} />}
      {props.locked && user.locked_until && (
        // describeChild: the chip is not focusable, so the reason goes into its title, not an aria-label.
        <Tooltip describeChild title={t.lockedWhy}>
          <Chip
            size="small"
            color="warning"
            icon={<LockOutlined />}
            label={t.lockedUntil(formatHourMinute(new Date(user.locked_until)))}
            data-testid="user-locked"
          />
        </Tooltip>
      )}
    </Box>
  );
}

/** 'Terakhir masuk': the moment in the office zone, or 'Belum pernah'. */
export function LastLogin(props: { at: string | null }) {
  if (props.at === null) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t.neverLoggedIn}
      </Box>
    );
  }
  return <time dateTime={props.at}>{formatDateTime(new Date(props.at))}</time>;
}
