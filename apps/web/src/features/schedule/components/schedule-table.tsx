import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ScheduleEntry } from '@pidsus/shared';
import { Link as RouterLink, useNavigate } from 'react-router';
import { StatusChip } from '../../../components/status-chip';
import { id } from '../../../i18n/id';
import { idCases } from '../../../i18n/id-cases';
import { idSchedule } from '../../../i18n/id-schedule';
import { dayLabel, formatTime } from '../../../lib/dates';
import { DeadlineMarker } from './deadline-marker';
import { boardColors } from './board-colors';

const t = idSchedule;

type ColumnKey = 'no' | 'title' | 'type' | 'witnesses' | 'prosecutor' | 'location' | 'status';

/**
 * The six columns of requirements §2, and `Tempat` (decisions §7.5) only on a day when a listed hearing has a
 * place: a column of dashes would only take room from the titles.
 */
function columnsFor(withLocation: boolean): { key: ColumnKey; label: string; width: string }[] {
  return withLocation
    ? [
        { key: 'no', label: t.columns.no, width: '4%' },
        { key: 'title', label: t.columns.title, width: '33%' },
        { key: 'type', label: t.columns.type, width: '10%' },
        { key: 'witnesses', label: t.columns.witnesses, width: '14%' },
        { key: 'prosecutor', label: t.columns.prosecutor, width: '13%' },
        { key: 'location', label: t.columns.location, width: '14%' },
        { key: 'status', label: t.columns.status, width: '12%' },
      ]
    : [
        { key: 'no', label: t.columns.no, width: '6%' },
        { key: 'title', label: t.columns.title, width: '34%' },
        { key: 'type', label: t.columns.type, width: '13%' },
        { key: 'witnesses', label: t.columns.witnesses, width: '18%' },
        { key: 'prosecutor', label: t.columns.prosecutor, width: '16%' },
        { key: 'status', label: t.columns.status, width: '13%' },
      ];
}

/** Text that may be long: at most `lines` lines on screen (wrapped, never cut to one), whole on paper. */
export const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
  overflowWrap: 'anywhere' as const,
  '@media print': { display: 'block', overflow: 'visible' },
});

export const hasLocation = (rows: ScheduleEntry[]) => rows.some((row) => row.location.trim() !== '');

export interface ScheduleTableProps {
  rows: ScheduleEntry[];
  /** The slice on screen (the TV pages through long days). */
  start: number;
  end: number;
  today: string;
  /** What an empty day says (the whole office's, or only the caller's hearings). */
  emptyText: string;
  display: boolean;
  rowHeight: number;
  headHeight: number;
  /** Where the case page's 'Kembali' returns (the board with its query). */
  from: string;
  /** Receives the element whose height decides how many rows fit a page. */
  bodyRef: (element: HTMLDivElement | null) => void;
}

/**
 * The board as a table; rows dated today carry the 'Hari Ini' highlight (requirements §4). Outside the TV a row
 * opens its case (decisions §7.5): the title is the link, and a click anywhere on the row follows it.
 */
export function ScheduleTable(props: ScheduleTableProps) {
  const { rows, start, end, today, emptyText, display, rowHeight, headHeight, from, bodyRef } = props;
  const navigate = useNavigate();
  const columns = columnsFor(hasLocation(rows));
  const cell = {
    // On the TV: two lines of a title fit a row, and a 1080-line screen holds at least 12 rows (decisions §7.5).
    fontSize: display ? 'clamp(1rem, 1.15vw, 1.6rem)' : '0.95rem',
    lineHeight: display ? 1.2 : undefined,
    color: display ? boardColors.text : undefined,
    borderColor: display ? boardColors.border : undefined,
    py: display ? 0.5 : 1.25,
    '@media print': { color: '#000', borderColor: '#999', fontSize: '9pt', lineHeight: 1.3, py: 0.4, px: 1 },
  };
  return (
    <Box
      ref={bodyRef}
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
      <Table sx={{ tableLayout: 'fixed', '@media print': { breakInside: 'auto' } }} aria-label={t.title}>
        <TableHead sx={{ '@media print': { display: 'table-header-group' } }}>
          <TableRow
            sx={{
              height: headHeight,
              bgcolor: display ? boardColors.head : 'primary.main',
              '@media print': { bgcolor: '#eee', height: 'auto' },
            }}
          >
            {columns.map((column) => (
              <TableCell
                key={column.key}
                sx={{
                  ...cell,
                  width: column.width,
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
              <TableCell colSpan={columns.length} sx={{ ...cell, textAlign: 'center', py: display ? 8 : 6 }}>
                <Typography sx={{ fontSize: 'inherit', color: display ? boardColors.muted : 'text.secondary' }}>
                  {emptyText}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.slice(start, end).map((row, index) => {
            const label = dayLabel(row.date, today);
            const number = start + index + 1;
            const to = `/case/${row.id}`;
            return (
              <TableRow
                key={row.id}
                data-label={label}
                hover={!display}
                onClick={
                  display
                    ? undefined
                    : (event) => {
                        // The title's own link handles its clicks (and Ctrl-click opens a tab).
                        if (!(event.target as HTMLElement).closest('a')) {
                          void navigate(to, { state: { from } });
                        }
                      }
                }
                sx={{
                  height: rowHeight,
                  maxHeight: rowHeight,
                  cursor: display ? undefined : 'pointer',
                  bgcolor: display ? (number % 2 ? boardColors.row : boardColors.rowAlt) : undefined,
                  boxShadow: label === 'today' ? `inset 6px 0 0 ${boardColors.accent}` : undefined,
                  ...(label === 'today' && !display ? { bgcolor: 'rgba(184, 137, 27, 0.08)' } : {}),
                  '@media print': { bgcolor: '#fff', boxShadow: 'none', height: 'auto', breakInside: 'avoid' },
                }}
              >
                <TableCell sx={{ ...cell, fontWeight: 700 }}>{number}</TableCell>
                <TableCell sx={cell}>
                  <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
                    <Box
                      component="span"
                      sx={{
                        fontWeight: 700,
                        fontVariantNumeric: 'tabular-nums',
                        color: display ? boardColors.accent : 'primary.main',
                        flexShrink: 0,
                        '@media print': { color: '#000' },
                      }}
                    >
                      {row.time ? formatTime(row.time) : t.allDay}
                    </Box>
                    <Box component="span" sx={{ minWidth: 0 }}>
                      {/* A long title wraps to two lines; on the TV the case number follows it on those lines. */}
                      <Box component="span" sx={{ ...clamp(2), fontWeight: 600 }}>
                        {row.deadline_due && <DeadlineMarker onToday={label === 'today'} display={display} />}
                        {display ? (
                          row.title
                        ) : (
                          <Box
                            component={RouterLink}
                            to={to}
                            state={{ from }}
                            sx={{
                              color: 'inherit',
                              textDecoration: 'none',
                              '&:hover, &:focus-visible': { textDecoration: 'underline' },
                            }}
                          >
                            {row.title}
                          </Box>
                        )}
                        {display && row.number && (
                          <Box
                            component="span"
                            data-testid="schedule-number"
                            sx={{ fontSize: '0.8em', fontWeight: 400, color: boardColors.muted, ml: 1 }}
                          >
                            {row.number}
                          </Box>
                        )}
                      </Box>
                      {!display && row.number && (
                        <Box
                          component="span"
                          data-testid="schedule-number"
                          sx={{
                            ...clamp(1),
                            fontSize: '0.8em',
                            fontVariantNumeric: 'tabular-nums',
                            color: 'text.secondary',
                            '@media print': { display: 'block', color: '#000' },
                          }}
                        >
                          {row.number}
                        </Box>
                      )}
                    </Box>
                  </Box>
                </TableCell>
                <TableCell sx={cell}>{id.categories[row.type]}</TableCell>
                <TableCell sx={cell}>
                  <Box sx={clamp(2)}>{row.witnesses || idCases.dash}</Box>
                </TableCell>
                <TableCell sx={cell}>
                  <Box sx={clamp(2)}>{row.prosecutor || idCases.dash}</Box>
                </TableCell>
                {columns.some((column) => column.key === 'location') && (
                  <TableCell sx={cell}>
                    <Box sx={clamp(2)}>{row.location || idCases.dash}</Box>
                  </TableCell>
                )}
                <TableCell sx={cell}>
                  <StatusChip
                    status={row.status}
                    sx={{
                      fontSize: display ? 'clamp(0.9rem, 1vw, 1.35rem)' : undefined,
                      height: display ? 'auto' : undefined,
                      maxWidth: '100%',
                      py: display ? 0.5 : undefined,
                      fontWeight: 700,
                      '@media print': { bgcolor: 'transparent', color: '#000', border: '1px solid #999' },
                    }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
