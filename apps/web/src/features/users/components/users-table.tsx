import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { User } from '@pidsus/shared';
import type { ReactNode } from 'react';
import { id } from '../../../i18n/id';

const t = id.users;
const columns = [
  t.columns.username,
  t.columns.email,
  t.columns.position,
  t.columns.phone,
  t.columns.office,
  t.columns.actions,
];

export type UserAction = 'edit' | 'history' | 'endSessions' | 'delete';

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

function UserRow({
  user,
  me,
  onAction,
}: {
  user: User;
  me: number | undefined;
  onAction: (action: UserAction) => void;
}) {
  return (
    <TableRow hover>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar src={user.avatar_url ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: '0.9rem' }}>
            {user.username.charAt(0).toUpperCase()}
          </Avatar>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {user.username}
          </Box>
          {user.role === 'admin' && <Chip size="small" color="primary" label={t.roleAdmin} />}
          {user.id === me && <Chip size="small" variant="outlined" label={t.you} />}
        </Box>
      </TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>{user.position || '-'}</TableCell>
      <TableCell>{user.phone || '-'}</TableCell>
      <TableCell>{user.office || '-'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <ActionButton label={t.edit(user.username)} onClick={() => onAction('edit')}>
          <EditOutlined fontSize="small" />
        </ActionButton>
        <ActionButton label={t.showHistory(user.username)} onClick={() => onAction('history')}>
          <HistoryOutlined fontSize="small" />
        </ActionButton>
        {/* An admin neither deletes themselves nor ends their own sessions from here. */}
        {user.id !== me && (
          <>
            <ActionButton label={t.endSessions(user.username)} onClick={() => onAction('endSessions')}>
              <LogoutOutlined fontSize="small" />
            </ActionButton>
            <ActionButton label={t.remove(user.username)} danger onClick={() => onAction('delete')}>
              <DeleteOutline fontSize="small" />
            </ActionButton>
          </>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The accounts (requirements §2 Users): skeleton rows while loading, an empty text, a row of actions each. */
export function UsersTable(props: {
  users: User[] | undefined;
  loading: boolean;
  /** The logged-in admin, marked 'Anda' and without delete or end sessions. */
  me: number | undefined;
  onAction: (user: User, action: UserAction) => void;
}) {
  return (
    <Card>
      <TableContainer>
        <Table aria-label={t.title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column}
                  sx={{ fontWeight: 600 }}
                  align={column === t.columns.actions ? 'right' : 'left'}
                >
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.loading &&
              [0, 1, 2].map((row) => (
                <TableRow key={row} aria-hidden>
                  {columns.map((column) => (
                    <TableCell key={column}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {props.users?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {t.empty}
                </TableCell>
              </TableRow>
            )}
            {props.users?.map((user) => (
              <UserRow key={user.id} user={user} me={props.me} onAction={(action) => props.onAction(user, action)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
