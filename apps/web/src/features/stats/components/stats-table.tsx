import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { idStats } from '../../../i18n/id-stats';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** A row of a statistics table: its label (a row header) and its numbers, one per column. */
export interface StatsRow {
  key: string;
  label: string;
  values: number[];
  /** Shown in bold: the current week. */
  strong?: boolean;
}

/**
 * The figures of a chart as a table (decisions §7.4): a caption naming it (hidden, the section's heading shows it),
 * column headers, each row headed by its label, and a total row when `total` is set.
 */
export function StatsTable(props: {
  caption: string;
  labelHeader: string;
  columns: string[];
  rows: StatsRow[];
  total?: boolean;
}) {
  const totals = props.columns.map((_, index) => props.rows.reduce((sum, row) => sum + (row.values[index] ?? 0), 0));
  return (
    <Table
      size="small"
      sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}
    >
      <caption style={visuallyHidden}>{idStats.tableOf(props.caption)}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {props.labelHeader}
          </TableCell>
          {props.columns.map((column) => (
            <TableCell key={column} component="th" scope="col" align="right">
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={row.key} sx={row.strong ? { '& th, & td': { fontWeight: 700 } } : undefined}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            {row.values.map((value, index) => (
              <TableCell key={props.columns[index]} align="right">
                {value.toLocaleString('id-ID')}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {props.total && (
          <TableRow sx={{ '& th, & td': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row">
              {idStats.total}
            </TableCell>
            {totals.map((value, index) => (
              <TableCell key={props.columns[index]} align="right">
                {value.toLocaleString('id-ID')}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
