import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { AxiosError } from 'axios';
import { PageHeader } from '../../components/page-header';
import { id } from '../../i18n/id';
import { errorMessage } from '../../lib/api-client';
import { useUsers } from './api/get-users';

const t = id.users;
const columns = [
  t.columns.username,
  t.columns.email,
  t.columns.position,
  t.columns.phone,
  t.columns.office,
  t.columns.actions,
];

function loadError(error: unknown): string {
  const status = error instanceof AxiosError ? error.response?.status : undefined;
  if (status === 401) {
    return t.sessionExpired;
  }
  if (status === 403) {
    return t.forbidden;
  }
  return errorMessage(error, t.loadFailed);
}

/**
 * /admin/users (spec §2): the table of accounts. Adding, editing and deleting arrive with the users
 * issue; their buttons are shown disabled so the screen already has its final shape.
 */
export function Component() {
  const users = useUsers();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t.title}
        action={
          <Tooltip title={t.manageSoon}>
            <span>
              <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} disabled>
                {t.add}
              </Button>
            </span>
          </Tooltip>
        }
      />
      {users.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadError(users.error)}
        </Alert>
      )}
      <Card>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 600 }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {users.isPending &&
                [0, 1, 2].map((row) => (
                  <TableRow key={row}>
                    {columns.map((column) => (
                      <TableCell key={column}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {users.data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {t.empty}
                  </TableCell>
                </TableRow>
              )}
              {users.data?.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell>{user.username}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{user.position || '-'}</TableCell>
                  <TableCell>{user.phone || '-'}</TableCell>
                  <TableCell>{user.office || '-'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={t.edit(user.username)} disabled size="small">
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={t.remove(user.username)} disabled size="small">
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </Container>
  );
}
