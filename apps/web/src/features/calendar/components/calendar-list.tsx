import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { id } from '../../../i18n/id';
import { idCalendar } from '../../../i18n/id-calendar';
import { formatFullDay, formatTime } from '../../../lib/dates';
import { categoryColors, type CalendarItem } from '../calendar-model';

const t = idCalendar;

/** The week as a list of days (the phone's view): each entry a link to its case, marked with its stage's colour. */
export function CalendarList({ items, emptyText }: { items: readonly CalendarItem[]; emptyText: string }) {
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  const days = [...new Set(items.map((item) => item.date))];
  return (
    <Box>
      {days.map((day) => (
        <Box key={day} component="section" aria-label={formatFullDay(day)} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {formatFullDay(day)}
          </Typography>
          <List disablePadding>
            {items
              .filter((item) => item.date === day)
              .map((item) => (
                <ListItem key={item.key} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={`/case/${item.caseId}`}
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
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
