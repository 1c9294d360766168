import type { EventClickArg } from '@fullcalendar/core';
import idLocale from '@fullcalendar/core/locales/id';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { focusRing } from '../../../lib/focus-ring';
import { idCalendar } from '../../../i18n/id-calendar';
import { formatHourMinute, formatLongDate, officeToday } from '../../../lib/time/dates';
import { fullCalendarView, slotBounds, toEvents, type CalendarItem } from '../calendar-model';

/** Hearings before deadlines (`toEvents`' `rank`), then by hour, then by title. */
const EVENT_ORDER = 'rank,start,title';

/** The office's wall clock now, without an offset: FullCalendar runs in UTC, so it shows "today" and "now" as the office does. */
const officeNow = () => `${officeToday()}T${formatHourMinute(new Date()).replace('.', ':')}:00`;

/**
 * FullCalendar's month or week grid (its own toolbar off: the page draws the Indonesian one). Entries are links to
 * their case; a click opens it inside the app.
 */
export function CalendarGrid({
  view,
  anchor,
  items,
}: {
  view: 'month' | 'week';
  anchor: string;
  items: readonly CalendarItem[];
}) {
  const navigate = useNavigate();
  const calendar = useRef<FullCalendar>(null);
  const slots = slotBounds(items);

  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) {
      return;
    }
    if (api.view.type !== fullCalendarView[view]) {
      api.changeView(fullCalendarView[view], anchor);
    } else {
      api.gotoDate(anchor);
    }
  }, [view, anchor]);

  const onEventClick = (click: EventClickArg) => {
    click.jsEvent.preventDefault();
    if (click.event.url) {
      void navigate(click.event.url);
    }
  };

  return (
    <Box
      sx={{
        // The grid's lines and today's cell in the app's colours; event text stays as each event sets it.
        '--fc-border-color': '#dde3e0',
        '--fc-today-bg-color': 'rgba(148, 108, 16, 0.12)',
        '--fc-now-indicator-color': '#b91c1c',
        '& .fc': { fontSize: { xs: '0.8rem', md: '0.9rem' } },
        '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': { color: 'text.primary' },
        '& .fc .fc-daygrid-more-link': { color: 'text.primary', fontWeight: 600 },
        // FullCalendar fades the days of the next and previous month to 30 %, below WCAG AA: a grey of 7:1 instead.
        '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
        '& .fc .fc-day-other .fc-daygrid-day-number': { color: 'text.secondary' },
        '& .fc-event': { cursor: 'pointer' },
        // Room for a title under the hour in a one-hour hearing of the week grid.
        '& .fc .fc-timegrid-slot': { height: '2.25em' },
        '& .fc-event.pidsus-deadline': { borderWidth: '1px 1px 1px 4px' },
        // A day's "+n lebih" list: as wide as a phone allows at most, long titles on several lines, never cut.
        '& .fc .fc-more-popover': { maxWidth: 'min(22rem, calc(100vw - 20px))' },
        '& .fc .fc-more-popover .fc-event-title, & .fc .fc-more-popover .fc-event-main': { whiteSpace: 'normal' },
        '& .fc-event:focus-visible': { outline: `${focusRing.width}px solid ${focusRing.color}`, outlineOffset: 1 },
      }}
    >
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin]}
        initialView={fullCalendarView[view]}
        initialDate={anchor}
        locale={idLocale}
        firstDay={1}
        timeZone="UTC"
        now={officeNow}
        headerToolbar={false}
        fixedWeekCount={false}
        height="auto"
        dayMaxEvents={4}
        // A hearing is where someone must be: a crowded day shows its hearings (by hour) before its deadlines.
        eventOrder={EVENT_ORDER}
        eventDisplay="block"
        nowIndicator
        slotMinTime={slots.min}
        slotMaxTime={slots.max}
        // A hearing has a start only: the block's hour is a marker, not an end.
        displayEventEnd={false}
        scrollTime="07:30:00"
        allDayText={idCalendar.allDayShort}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        events={toEvents(items)}
        eventClick={onEventClick}
        // Its "+2 lagi" is an <a> without a link that says whether its popover is open: a button, for assistive technology,
        // named with its day, so that no two controls of the month share a name (decisions §10).
        moreLinkDidMount={(more) => {
          more.el.setAttribute('role', 'button');
          const day = more.el.closest('[data-date]')?.getAttribute('data-date');
          if (day) {
            more.el.setAttribute('aria-label', idCalendar.moreOn(more.num, formatLongDate(day)));
          }
        }}
      />
    </Box>
  );
}
