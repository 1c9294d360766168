import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSObject, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ScheduleEntry } from '@pidsus/shared';
import { Link as RouterLink } from 'react-router';
import { Fragment } from 'react';
import { paths } from '@pidsus/shared/constants';
import { StatusBadge, statusBadgeRules } from '../../../components/status-chip';
import { DeadlineMarker } from './deadline-marker';
import { DetainedMarker } from './detained-marker';
import { defendantNames, prosecutorNames } from './board-columns';
import { id } from '../../../i18n/id';
import { idSchedule } from '../../../i18n/id-schedule';
import { dayLabel } from '../../../lib/time/dates';
import { HearingTime } from '../../../components/hearing-time';

const t = idSchedule;

/**
 * The cards' rules, given once for the day's cards (as a list's case cards, docs/performance.md): each card is plain
 * elements, where some twenty MUI boxes and texts per card each serialized their own `sx`.
 */
const cardRules = (theme: Theme): CSSObject => ({
  '.schedule-cards': { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.spacing(1.5) },
  '.schedule-card': {
    position: 'relative',
    backgroundColor: theme.palette.background.paper,
    border: '1px solid #dde3e0',
    borderRadius: `${Number(theme.shape.borderRadius) * 2}px`,
    padding: theme.spacing(2),
    minWidth: 0,
    '&[data-label="today"]': { backgroundColor: 'rgba(184, 137, 27, 0.08)', borderLeft: '6px solid #8a6100' },
    '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& .status-badge': { fontWeight: 700 },
  },
  '.schedule-card-top': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(0.5),
  },
  '.schedule-card-time': {
    ...theme.typography.body1,
    fontWeight: 700,
    color: theme.palette.primary.main,
    fontSize: '1.05rem',
  },
  '.schedule-card-title': {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 600,
    fontSize: '1.05rem',
    overflowWrap: 'anywhere',
  },
  '.schedule-card-link': {
    color: 'inherit',
    textDecoration: 'none',
    // The whole card is the link's target, for a thumb.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
  '.schedule-card-number': {
    ...theme.typography.body1,
    margin: 0,
    fontSize: '0.85rem',
    color: theme.palette.text.secondary,
  },
  // One grid for a card's details, so that every value starts at the same place (the widest label, at most 6.5 rem:
  // 'Tersangka/Terdakwa' breaks after its slash rather than pushing its value away from the others).
  '.schedule-card-details': {
    margin: 0,
    marginTop: theme.spacing(1),
    display: 'grid',
    gridTemplateColumns: 'fit-content(6.5rem) minmax(0, 1fr)',
    columnGap: theme.spacing(1),
    rowGap: theme.spacing(0.25),
    fontSize: '0.9rem',
  },
  '.schedule-card-detail': { display: 'contents' },
  '.schedule-card-detail dt': { color: theme.palette.text.secondary },
  '.schedule-card-detail dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  ...statusBadgeRules(theme),
});

/** One label and its value on a card; absent values are left out rather than shown as dashes. */
function Detail({ label, value }: { label: string; value: string }) {
  if (!value.trim()) {
    return null;
  }
  return (
    <div className="schedule-card-detail">
      <dt>
        {label.split('/').map((part, index) => (
          <Fragment key={part}>
            {index > 0 && (
              <>
                /<wbr />
              </>
            )}
            {part}
          </Fragment>
        ))}
      </dt>
      <dd>{value}</dd>
    </div>
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
    <>
      <GlobalStyles styles={cardRules} />
      <ol className="schedule-cards" aria-label={t.title}>
        {rows.map((row) => {
          const label = dayLabel(row.date, today);
          return (
            <li className="schedule-card" key={row.id} data-label={label}>
              <div className="schedule-card-top">
                <span className="schedule-card-time">
                  <HearingTime time={row.time} spelled />
                </span>
                <StatusBadge status={row.status} />
              </div>
              <h2 className="schedule-card-title">
                {row.deadline_due && <DeadlineMarker onToday={label === 'today'} />}
                {row.detained && <DetainedMarker />}
                <RouterLink className="schedule-card-link" to={paths.case(row.id)} state={{ from }}>
                  {row.title}
                </RouterLink>
              </h2>
              {row.number && (
                <p className="schedule-card-number" data-testid="schedule-number">
                  {row.number}
                </p>
              )}
              <dl className="schedule-card-details">
                <Detail label={t.columns.defendants} value={defendantNames(row)} />
                <Detail label={t.columns.stage} value={id.categories[row.type]} />
                {row.last_milestone && <Detail label={t.columns.milestone} value={row.last_milestone.code} />}
                <Detail label={t.columns.prosecutor} value={prosecutorNames(row)} />
                <Detail label={t.columns.location} value={row.location} />
              </dl>
            </li>
          );
        })}
      </ol>
    </>
  );
}
