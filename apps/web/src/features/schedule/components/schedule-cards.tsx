import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScheduleEntry } from '@pidsus/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { StatusChip } from '../../../components/status-chip';
import { DeadlineMarker } from './deadline-marker';
import { DetainedMarker } from './detained-marker';
import { defendantNames, prosecutorNames } from './board-columns';
import { id } from '../../../i18n/id';
import { idSchedule } from '../../../i18n/id-schedule';
import { dayLabel, formatTime } from '../../../lib/time/dates';

const t = idSchedule;

/** One label and its value on a card; absent values are left out rather than shown as dashes. */
function Detail({ label, value }: { label: string; value: string }) {
  if (!value.trim()) {
    return null;
  }
  return (
    <Box component="div" sx={{ display: 'flex', gap: 1, fontSize: '0.9rem', minWidth: 0 }}>
      <Box component="dt" sx={{ color: 'text.secondary', flexShrink: 0, minWidth: 64 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * The board below 600 px (decisions §7.5): one card per hearing, whole titles, nothing scrolling sideways; the
 * details are the board's columns (decisions §10), the team as `Jaksa`. Each card opens its case.
 */
export function ScheduleCards({
  rows,
  today,
  emptyText,
  from,
}: {
  rows: ScheduleEntry[];
  today: string;
  emptyText: string;
  from: string;
}) {
  if (rows.length === 0) {
    return (
      <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }} role="status">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label={t.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => {
        const label = dayLabel(row.date, today);
        return (
          <Box
            component="li"
            key={row.id}
            data-label={label}
            sx={{
              position: 'relative',
              bgcolor: label === 'today' ? 'rgba(184, 137, 27, 0.08)' : 'background.paper',
              border: '1px solid #dde3e0',
              borderLeft: label === 'today' ? '6px solid #8a6100' : '1px solid #dde3e0',
              borderRadius: 2,
              p: 2,
              minWidth: 0,
              '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Typography component="span" sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.05rem' }}>
                {row.time ? formatTime(row.time) : t.allDay}
              </Typography>
              <StatusChip status={row.status} size="small" sx={{ fontWeight: 700 }} />
            </Box>
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
              {row.deadline_due && <DeadlineMarker onToday={label === 'today'} />}
              {row.detained && <DetainedMarker />}
              <Box
                component={RouterLink}
                to={paths.case(row.id)}
                state={{ from }}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  // The whole card is the link's target, for a thumb.
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                  '&:focus-visible': { outline: 'none' },
                }}
              >
                {row.title}
              </Box>
            </Typography>
            {row.number && (
              <Typography data-testid="schedule-number" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
                {row.number}
              </Typography>
            )}
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.25 }}>
              <Detail label={t.columns.defendants} value={defendantNames(row)} />
              <Detail label={t.columns.stage} value={id.categories[row.type]} />
              {row.last_milestone && <Detail label={t.columns.milestone} value={row.last_milestone.code} />}
              <Detail label={t.columns.prosecutor} value={prosecutorNames(row)} />
              <Detail label={t.columns.location} value={row.location} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
