import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ScheduleEntry } from '@pidsus/shared';
import { idSchedule } from '../../../i18n/id-schedule';
import { boardColors } from './board-colors';
import { boardColumns } from './board-columns';
import { BoardRow } from './board-row';
import { tvType } from './board-type';

const t = idSchedule;

export interface ScheduleTableProps {
  rows: ScheduleEntry[];
  /** The slice on screen (the TV pages through long days); every row when `measuring`. */
  start: number;
  end: number;
  /** The TV is measuring its rows: every row at its own height, none stretched. */
  measuring: boolean;
  /** The rows grow to fill the screen (the TV, a day that fits one page). */
  fill: boolean;
  today: string;
  /** What an empty day says (the whole office's, or only the caller's hearings). */
  emptyText: string;
  display: boolean;
  /** Where the case page's 'Kembali' returns (the board with its query). */
  from: string;
  /** Receives the element whose height is the room for the table (the TV's pages are cut to fit it). */
  bodyRef: (element: HTMLDivElement | null) => void;
  /** Receives the table, whose rows the TV measures. */
  tableRef: (element: HTMLTableElement | null) => void;
}

/**
 * The board as a table, with the columns of decisions §10; rows dated today carry the 'Hari Ini' highlight
 * (requirements §4). On the TV every row of the day is in the document and those of other pages are hidden, so that
 * the paging can measure them; an empty day is one large centred line instead of a table.
 */
export function ScheduleTable(props: ScheduleTableProps) {
  const { rows, start, end, measuring, fill, today, emptyText, display, from, bodyRef, tableRef } = props;
  const columns = boardColumns(rows);
  const cell = {
    fontSize: display ? tvType.cell : '0.95rem',
    lineHeight: display ? 1.2 : undefined,
    color: display ? boardColors.text : undefined,
    borderColor: display ? boardColors.border : undefined,
    verticalAlign: display ? 'middle' : undefined,
    py: display ? 1 : 1.25,
    px: 1.5,
    '@media print': { color: '#000', borderColor: '#999', fontSize: '9pt', lineHeight: 1.3, py: 0.4, px: 1 },
  };
  if (display && rows.length === 0) {
    return (
      <Box
        ref={bodyRef}
        role="status"
        sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 4 }}
      >
        <Typography sx={{ fontSize: tvType.empty, fontWeight: 700, lineHeight: 1.2, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      ref={bodyRef}
      data-testid="schedule-body"
      sx={{
        flex: display ? 1 : undefined,
        minHeight: 0,
        overflow: 'hidden',
        borderRadius: 2,
        border: display ? `1px solid ${boardColors.border}` : '1px solid #dde3e0',
        bgcolor: display ? undefined : 'background.paper',
        '@media print': { border: 'none', overflow: 'visible' },
      }}
    >
      <Table
        ref={tableRef}
        sx={{
          tableLayout: 'fixed',
          height: fill && !measuring ? '100%' : undefined,
          '@media print': { breakInside: 'auto', height: 'auto' },
        }}
        aria-label={t.title}
      >
        <TableHead sx={{ '@media print': { display: 'table-header-group' } }}>
          <TableRow sx={{ bgcolor: display ? boardColors.head : 'primary.main', '@media print': { bgcolor: '#eee' } }}>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                sx={{
                  ...cell,
                  width: column.width,
                  fontSize: display ? tvType.head : cell.fontSize,
                  color: '#fff',
                  fontWeight: 700,
                  textTransform: display ? 'uppercase' : undefined,
                  letterSpacing: display ? 0.5 : undefined,
                  '@media print': { color: '#000', fontWeight: 700, fontSize: '10pt' },
                }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ ...cell, textAlign: 'center', py: 6 }}>
                <Typography sx={{ fontSize: 'inherit', color: 'text.secondary' }}>{emptyText}</Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => (
            <BoardRow
              key={row.id}
              row={row}
              columns={columns}
              number={index + 1}
              today={today}
              display={display}
              offPage={!measuring && (index < start || index >= end)}
              cell={cell}
              from={from}
            />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
