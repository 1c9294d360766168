import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AuditLogEntry } from '@pidsus/shared';
import { idAudit } from '../../../i18n/id-audit';
import { formatDateTime } from '../../../lib/time/dates';
import { actionText, actorText, objectText } from '../audit-text';

const t = idAudit;
const columns = t.columns;

/**
 * The rows of the log: a table (Waktu, Pengguna, Aksi, Objek, Alamat IP) from 600 px, a list of cards on a phone,
 * where five columns do not fit. Times are the office's wall clock.
 */
export function AuditTable({ entries, label }: { entries: AuditLogEntry[]; label: string }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (narrow) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry) => (
          <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(new Date(entry.created_at))} · {entry.ip ?? t.noIp}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {actorText(entry)} — {actionText(entry.action)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {objectText(entry)}
            </Typography>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.time}</TableCell>
            <TableCell>{columns.user}</TableCell>
            <TableCell>{columns.action}</TableCell>
            <TableCell>{columns.object}</TableCell>
            <TableCell>{columns.ip}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(entry.created_at))}</TableCell>
              <TableCell>{actorText(entry)}</TableCell>
              <TableCell>{actionText(entry.action)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{objectText(entry)}</TableCell>
              <TableCell title={entry.user_agent ?? undefined}>{entry.ip ?? t.noIp}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
