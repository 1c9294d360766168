import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { id } from '../../../i18n/id';
import { idCalendar } from '../../../i18n/id-calendar';
import { formatFullDay, formatTime, officeToday } from '../../../lib/time/dates';
import { useDrawnInSteps } from '../../../lib/use-drawn-when';
import { categoryColors, type CalendarItem } from '../calendar-model';

const t = idCalendar;

/**
 * Seven days as a list of days (the phone's view), from the day it opens on: each entry a link to its case, marked
 * with its stage's colour. Today comes first and says so, also when it has nothing (decisions §10).
 *
 * The days are drawn one per commit after the answer (`useDrawnInSteps`), `placeholder` until the first: a week's
 * entries mounted in the answer's own render made one task of ~250 ms on a phone's CPU (docs/performance.md, "The
 * calendar's days drawn one by one").
 */
export function CalendarList({
  items,
  from,
  emptyText,
  placeholder,
}: {
  items: readonly CalendarItem[];
  /** The list's first day. */
  from: string;
  emptyText: string;
  /** Shown until the first day is drawn: the page's loader, so that nothing moves meanwhile. */
  placeholder: ReactNode;
}) {
  const today = officeToday();
  const days = [...new Set([...(from === today ? [today] : []), ...items.map((item) => item.date)])];
  const drawn = useDrawnInSteps(true, days.length);
  if (days.length > 0 && drawn === 0) {
    return placeholder;
  }
  if (items.length === 0 && days.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box>
      {days.slice(0, drawn).map((day) => {
        const entries = items.filter((item) => item.date === day);
        const title = day === today ? `${t.todayMark} · ${formatFullDay(day)}` : formatFullDay(day);
        return (
          <Box key={day} component="section" aria-label={title} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {day === today && (
                <Box component="span" sx={{ color: 'secondary.main' }}>
                  {`${t.todayMark} · `}
                </Box>
              )}
              {formatFullDay(day)}
            </Typography>
            {entries.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 1 }}>
                {items.length === 0 ? emptyText : t.todayEmpty}
              </Typography>
            ) : (
              <List disablePadding>
                {entries.map((item) => (
                  <ListItem key={item.key} disablePadding>
                    <ListItemButton
                      component={RouterLink}
                      to={paths.case(item.caseId)}
                      sx={{
                        borderLeft: `6px solid ${categoryColors[item.category]}`,
                        borderRadius: 1,
                        mb: 0.5,
                        bgcolor: 'background.paper',
                      }}
                    >
                      <ListItemText
                        primary={item.title}
                        secondary={[
                          item.kind === 'deadline' ? t.allDay : item.time ? formatTime(item.time) : t.noHour,
                          id.categories[item.category],
                          item.location,
                          item.defendants,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
