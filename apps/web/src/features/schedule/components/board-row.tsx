import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ScheduleEntry } from '@pidsus/shared';
import { paths } from '@pidsus/shared/constants';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { StatusChip } from '../../../components/status-chip';
import { id } from '../../../i18n/id';
import { idCases } from '../../../i18n/id-cases';
import { idSchedule } from '../../../i18n/id-schedule';
import { dayLabel } from '../../../lib/time/dates';
import { boardColors } from './board-colors';
import { defendantNames, prosecutorNames, type BoardColumn, type ColumnKey } from './board-columns';
import { tvType } from './board-type';
import { DeadlineMarker } from './deadline-marker';
import { DetainedMarker } from './detained-marker';
import { HearingTime } from '../../../components/hearing-time';

const t = idSchedule;

/** Office text that may be long: at most two lines on screen, whole on paper. Never on the TV (decisions §10). */
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
  '@media print': { display: 'block', overflow: 'visible' },
};

export interface BoardRowProps {
  row: ScheduleEntry;
  columns: BoardColumn[];
  /** Its place in the day, from 1: the TV stripes odd and even rows. */
  number: number;
  today: string;
  display: boolean;
  /** On another page of the TV: in the document (so its height can be measured), not on screen. */
  offPage: boolean;
  /** The style every cell shares (sizes, colours, print). */
  cell: SxProps<Theme>;
  from: string;
}

/**
 * One hearing as a table row, with the columns of decisions §10. On the TV nothing is cut: the title wraps (three
 * lines hold 120 characters at 1920 px) and the row grows. Outside the TV the title is the link to the case, and a
 * click anywhere on the row follows it (decisions §7.5).
 */
export function BoardRow({ row, columns, number, today, display, offPage, cell, from }: BoardRowProps) {
  const navigate = useNavigate();
  const label = dayLabel(row.date, today);
  const to = paths.case(row.id);
  const wrap = display ? { overflowWrap: 'anywhere' as const } : { ...twoLines, overflowWrap: 'anywhere' as const };
  // Names and the place are never cut, on any screen: the board is where the office reads who stands trial, who
  // prosecutes and where ('Ir. Bambang Sutrisno…' hid two of three defendants). Only the title, a link to the whole
  // case, keeps to two lines outside the TV.
  const text = (value: string) => <Box sx={{ overflowWrap: 'anywhere' }}>{value || idCases.dash}</Box>;
  const cells: Record<ColumnKey, () => ReactNode> = {
    time: () => (
      <Box
        component="span"
        data-testid="schedule-time"
        sx={{
          display: 'block',
          fontSize: display ? tvType.time : undefined,
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          color: display ? boardColors.accent : 'primary.main',
          '@media print': { color: '#000', fontSize: 'inherit' },
        }}
      >
        <HearingTime time={row.time} />
      </Box>
    ),
    title: () => (
      <>
        <Box
          data-testid="schedule-title"
          sx={{
            fontWeight: 600,
            fontSize: display ? tvType.title : undefined,
            ...wrap,
            '@media print': { display: 'block', overflow: 'visible', fontSize: 'inherit' },
          }}
        >
          {row.deadline_due && <DeadlineMarker onToday={label === 'today'} display={display} />}
          {row.detained && <DetainedMarker display={display} />}
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
        </Box>
        {row.number && (
          <Box
            data-testid="schedule-number"
            sx={{
              fontSize: display ? tvType.cell : '0.8em',
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
              color: display ? boardColors.muted : 'text.secondary',
              '@media print': { color: '#000', fontSize: '0.8em' },
            }}
          >
            {row.number}
          </Box>
        )}
      </>
    ),
    defendants: () => text(defendantNames(row)),
    stage: () => (
      <>
        {id.categories[row.type]}
        {row.last_milestone && (
          <Box
            component="span"
            sx={{
              display: 'block',
              fontSize: '0.85em',
              color: display ? boardColors.muted : 'text.secondary',
              '@media print': { color: '#000' },
            }}
          >
            {`${t.columns.milestone}: ${row.last_milestone.code}`}
          </Box>
        )}
      </>
    ),
    prosecutor: () => text(prosecutorNames(row)),
    location: () => text(row.location),
    status: () => (
      <StatusChip
        status={row.status}
        data-testid="schedule-status"
        sx={{
          fontSize: display ? tvType.status : undefined,
          height: 'auto',
          minHeight: display ? undefined : 32,
          maxWidth: '100%',
          fontWeight: 700,
          // A long status wraps inside its chip rather than ending in "…" (a narrow column, the TV's large type).
          '& .MuiChip-label': {
            whiteSpace: 'normal',
            overflow: 'visible',
            textAlign: 'center',
            lineHeight: 1.2,
            py: 0.5,
          },
          '@media print': { bgcolor: 'transparent', color: '#000', border: '1px solid #999', fontSize: 'inherit' },
        }}
      />
    ),
  };

  return (
    <TableRow
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
        display: offPage ? 'none' : undefined,
        cursor: display ? undefined : 'pointer',
        bgcolor: display ? (number % 2 ? boardColors.row : boardColors.rowAlt) : undefined,
        boxShadow: label === 'today' ? `inset 6px 0 0 ${boardColors.accent}` : undefined,
        ...(label === 'today' && !display ? { bgcolor: 'rgba(184, 137, 27, 0.08)' } : {}),
        '@media print': { display: 'table-row', bgcolor: '#fff', boxShadow: 'none', breakInside: 'avoid' },
      }}
    >
      {columns.map((column) => (
        <TableCell key={column.key} sx={cell}>
          {cells[column.key]()}
        </TableCell>
      ))}
    </TableRow>
  );
}
