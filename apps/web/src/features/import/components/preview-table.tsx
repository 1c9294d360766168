import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportField, ImportHeading, ImportPreviewRow } from '@pidsus/shared';
import { idImport } from '../../../i18n/id-import';

const t = idImport;

/** Values that read as one piece: never broken over lines (the table scrolls sideways instead). */
const SHORT = new Set<ImportField>(['type', 'date', 'time', 'status', 'state_loss']);

/**
 * The first rows of the file as they would be imported (decisions §8.7): the mapped columns, a cell in error
 * highlighted (and marked invalid for assistive technology), every message of the row in its last column.
 */
export function PreviewTable({
  headings,
  rows,
}: {
  headings: readonly ImportHeading[];
  rows: readonly ImportPreviewRow[];
}) {
  const columns = headings.filter((heading) => heading.field !== null);
  if (rows.length === 0) {
    return <Typography color="text.secondary">{t.noRows}</Typography>;
  }
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={t.previewTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{t.rowColumn}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.heading} sx={{ whiteSpace: 'nowrap' }}>
                {column.heading}
              </TableCell>
            ))}
            <TableCell>{t.errors}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.row}
              data-row={row.row}
              sx={row.errors.length ? { bgcolor: 'rgba(211, 47, 47, 0.04)' } : undefined}
            >
              <TableCell>{row.row}</TableCell>
              {columns.map((column) => {
                const error = row.errors.find((one) => one.column === column.heading);
                return (
                  <TableCell
                    key={column.heading}
                    aria-invalid={error ? true : undefined}
                    title={error?.message}
                    sx={{
                      ...(column.field && SHORT.has(column.field)
                        ? { whiteSpace: 'nowrap' }
                        : { minWidth: 140, maxWidth: 260, overflowWrap: 'anywhere' }),
                      ...(error ? { bgcolor: 'error.light', color: 'error.contrastText', fontWeight: 500 } : {}),
                    }}
                  >
                    {(column.field && row.values[column.field]) || ''}
                  </TableCell>
                );
              })}
              <TableCell sx={{ minWidth: 200, color: 'error.main' }}>
                {row.errors.map((error) => (
                  <div key={`${error.column}-${error.message}`}>
                    {error.column}: {error.message}
                  </div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
