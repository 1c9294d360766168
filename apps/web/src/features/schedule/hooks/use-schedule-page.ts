import type { Theme } from '@mui/material/styles';
import type { ScheduleEntry } from '@pidsus/shared';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isCalendarDate } from '@pidsus/shared/constants';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useNotice } from '../../../components/notice';
import { idSchedule } from '../../../i18n/id-schedule';
import { formatClock, formatLongDate, officeToday } from '../../../lib/time/dates';
import { useOfficeName } from '../../../lib/office-name';
import { useRealtime } from '../../../lib/realtime/realtime-provider';
import { readSession } from '../../../lib/session/session';
import { useFullscreen } from '../../../lib/use-fullscreen';
import { scheduleQueryOptions } from '../api/get-schedule';
import { isBoardStale } from './board-freshness';
import { useAutoPages } from './use-auto-pages';
import { useFromNow } from './use-now';
import { usePrinting } from './use-printing';

const t = idSchedule;
const NO_ROWS: ScheduleEntry[] = [];

/**
 * The state of /case-schedule: the day shown (`?date=`, today unless a real other day), the staff's own
 * hearings only (`?mine=1`), the TV display (fullscreen or `?kiosk=1`, not while printing) with its paging and row
 * sizes, the phone's cards, whether the board is stale, and the notice of the exports.
 */
export function useSchedulePage() {
  const officeName = useOfficeName();
  // The day and the staleness are read from the clock each second, but the board is drawn again only when one of them
  // changes (at the office's midnight, or 60 s into a failed load); the TV's clock ticks in a part of its own.
  const today = useFromNow(officeToday);
  const fullscreen = useFullscreen();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const { status } = useRealtime();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const asked = searchParams.get('date');
  const day = asked && isCalendarDate(asked) ? asked : today;
  // Only a staff account has cases of its own; an administrator sees the whole board whatever the address says.
  const staff = readSession()?.role === 'user';
  const mine = staff && searchParams.get('mine') === '1';
  const schedule = useQuery(scheduleQueryOptions(day, mine));
  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === null) {
          params.delete(name);
        } else {
          params.set(name, value);
        }
        return params;
      },
      { replace: true },
    );
  const setMine = (next: boolean) => setParam('mine', next ? '1' : null);
  const goToDay = (next: string) => setParam('date', next === today ? null : next);
  const printing = usePrinting();
  const display = (fullscreen.isFullscreen || searchParams.get('kiosk') === '1') && !printing;
  const rows = schedule.data ?? NO_ROWS;
  // On the TV the rows are as tall as their text and a page holds the rows that fit (decisions §10).
  const paging = useAutoPages({ rows, enabled: display });
  const updated = schedule.dataUpdatedAt ? formatClock(new Date(schedule.dataUpdatedAt)) : null;
  const stale = useFromNow((now) =>
    isBoardStale({ status, updatedAt: schedule.dataUpdatedAt, failed: schedule.isError, now: now.getTime() }),
  );
  const from = location.pathname + location.search;
  const emptyText = mine ? t.emptyMine : day === today ? t.empty : t.emptyDay(formatLongDate(day));
  const cards = phone && !display && !printing;
  const notice = useNotice();

  return {
    officeName,
    today,
    day,
    goToDay,
    staff,
    mine,
    setMine,
    schedule,
    rows,
    /** The TV's display: large type, a live clock, paging by itself. */
    display,
    /** A hearing per card (a phone, outside the TV and print). */
    cards,
    isFullscreen: fullscreen.isFullscreen,
    toggleFullscreen: fullscreen.toggle,
    /**
     * The rows of the page shown (`start` to `end`), its number, the count of pages, whether it is measuring, and
     * the refs for the room and the table it measures.
     */
    paging,
    updated,
    stale,
    from,
    emptyText,
    notice,
  };
}
