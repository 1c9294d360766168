import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UserListItem } from '@pidsus/shared';
import { idUsers } from '../../../i18n/id-users';
import { isLocked, UserActions, type UserAction } from './user-actions';
import { LastLogin, UserName } from './user-badges';

export type { UserAction } from './user-actions';

const t = idUsers;
const columns = [
  t.columns.username,
  t.columns.email,
  t.columns.position,
  t.columns.phone,
  t.columns.office,
  t.columns.lastLogin,
  t.columns.actions,
];

interface UsersTableProps {
  users: UserListItem[] | undefined;
  loading: boolean;
  /** What to say when `users` is empty: no accounts at all, or none matching the search. */
  emptyText: string;
  /** The logged-in admin, marked 'Anda' and without delete or end sessions. */
  me: number | undefined;
  onAction: (user: UserListItem, action: UserAction) => void;
}

function UserRow(props: { user: UserListItem; me: number | undefined; onAction: (action: UserAction) => void }) {
  const { user } = props;
  const locked = isLocked(user);
  return (
    <TableRow hover>
      <TableCell>
        <UserName user={user} me={props.me} locked={locked} />
      </TableCell>
      <TableCell sx={{ overflowWrap: 'break-word' }}>{user.email}</TableCell>
      <TableCell>{user.position || '-'}</TableCell>
      <TableCell>{user.phone || '-'}</TableCell>
      <TableCell>{user.office || '-'}</TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        <LastLogin at={user.last_login_at} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <UserActions user={user} me={props.me} locked={locked} onAction={props.onAction} />
      </TableCell>
    </TableRow>
  );
}

function WideTable(props: UsersTableProps) {
  return (
    <TableContainer>
      <Table aria-label={t.title}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600 }} align={column === t.columns.actions ? 'right' : 'left'}>
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
                {props.emptyText}
              </TableCell>
            </TableRow>
          )}
          {props.users?.map((user) => (
            <UserRow key={user.id} user={user} me={props.me} onAction={(action) => props.onAction(user, action)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One account as a card, for a phone: nothing scrolls sideways. */
function UserCard(props: { user: UserListItem; me: number | undefined; onAction: (action: UserAction) => void }) {
  const { user } = props;
  const locked = isLocked(user);
  const details = [
    [t.columns.email, user.email],
    [t.columns.position, user.position || '-'],
    [t.columns.phone, user.phone || '-'],
    [t.columns.office, user.office || '-'],
  ] as const;
  return (
    <Box component="li" sx={{ p: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <UserName user={user} me={props.me} locked={locked} />
      <Box
        component="dl"
        sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {[...details, [t.columns.lastLogin, <LastLogin key="last" at={user.last_login_at} />] as const].map(
          ([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ),
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <UserActions user={user} me={props.me} locked={locked} onAction={props.onAction} />
      </Box>
    </Box>
  );
}

function CardList(props: UsersTableProps) {
  return (
    <>
      {props.loading && (
        <Box sx={{ p: 2 }} aria-hidden>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={96} />
          ))}
        </Box>
      )}
      {props.users?.length === 0 && (
        <Typography sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>{props.emptyText}</Typography>
      )}
      {props.users && props.users.length > 0 && (
        <Box component="ul" aria-label={t.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {props.users.map((user) => (
            <UserCard key={user.id} user={user} me={props.me} onAction={(action) => props.onAction(user, action)} />
          ))}
        </Box>
      )}
    </>
  );
}

/**
 * The accounts (requirements §2 Users, decisions §7.5): skeletons while loading, an empty text, a row of
 * actions each — a table from a tablet up, a card per account on a phone.
 */
export function UsersTable(props: UsersTableProps) {
  const narrow = useMediaQuery('(max-width:899.95px)');
  return <Card>{narrow ? <CardList {...props} /> : <WideTable {...props} />}</Card>;
}
