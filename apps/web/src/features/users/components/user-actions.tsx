import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PhonelinkErase from '@mui/icons-material/PhonelinkErase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { UserListItem } from '@pidsus/shared';
import type { ReactNode } from 'react';
import { idUsers } from '../../../i18n/id-users';

const t = idUsers;

export type UserAction = 'edit' | 'history' | 'unlock' | 'resetTwoFactor' | 'endSessions' | 'delete';

/** Locked by the per-account login limit (decisions §7.5): `locked_until` is still ahead. */
export const isLocked = (user: Pick<UserListItem, 'locked_until'>, now: number = Date.now()) =>
  user.locked_until !== null && Date.parse(user.locked_until) > now;

function ActionButton(props: { label: string; danger?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        aria-label={props.label}
        size="small"
        color={props.danger ? 'error' : 'default'}
        onClick={props.onClick}
      >
        {props.children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The icon buttons of one account, each named with the account ('Ubah Budi Santoso'): 'Buka kunci' only
 * while it is locked, 'Reset verifikasi dua langkah' only while it has it on; an admin neither deletes themselves nor ends their own sessions from here.
 */
export function UserActions(props: {
  user: UserListItem;
  me: number | undefined;
  locked: boolean;
  onAction: (action: UserAction) => void;
}) {
  const { user, onAction } = props;
  return (
    <>
      <ActionButton label={t.edit(user.username)} onClick={() => onAction('edit')}>
        <EditOutlined fontSize="small" />
      </ActionButton>
      <ActionButton label={t.showHistory(user.username)} onClick={() => onAction('history')}>
        <HistoryOutlined fontSize="small" />
      </ActionButton>
      {props.locked && (
        <ActionButton label={t.unlock(user.username)} onClick={() => onAction('unlock')}>
          <LockOpenOutlined fontSize="small" />
        </ActionButton>
      )}
      {user.two_factor && (
        <ActionButton label={t.resetTwoFactor(user.username)} onClick={() => onAction('resetTwoFactor')}>
          <PhonelinkErase fontSize="small" />
        </ActionButton>
      )}
      {user.id !== props.me && (
        <>
          <ActionButton label={t.endSessions(user.username)} onClick={() => onAction('endSessions')}>
            <LogoutOutlined fontSize="small" />
          </ActionButton>
          <ActionButton label={t.remove(user.username)} danger onClick={() => onAction('delete')}>
            <DeleteOutline fontSize="small" />
          </ActionButton>
        </>
      )}
    </>
  );
}
