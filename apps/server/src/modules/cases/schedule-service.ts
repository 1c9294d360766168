import { SCHEDULE_DAY_MAX, type ScheduleEntry } from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import { todayIn } from '../../lib/office-date';
import type { CaseDayMarker } from './columns';
import type { CaseReader } from './reader';
import type { WholeCaseRow } from './whole-columns';
import type { CasesRepository } from './repository';

/** The board: one day's hearings in the office zone (requirements §3, decisions §7.2 for the deadline marker). */
export function createCaseScheduleService(deps: {
  cases: CasesRepository;
  reader: CaseReader;
  clock: Clock;
  officeTimeZone: string;
  /** The board's markers (an open deadline due by the day, decisions §7.2; a defendant held that day, §8.2). */
  dayMarkers?: () => readonly CaseDayMarker[];
}) {
  const { cases, reader, clock, officeTimeZone } = deps;

  return {
    /** Today in the office zone, the day `schedule` answers when none is given. */
    today: () => todayIn(officeTimeZone, clock()),

    /**
     * One day's hearings in the office zone; today there when no date is given. Capped at
     * SCHEDULE_DAY_MAX, far above any real day, so that no request reads an unbounded list.
     */
    schedule: async (viewerId: number, date?: string, mine = false): Promise<ScheduleEntry[]> => {
      const day = date ?? todayIn(officeTimeZone, clock());
      const memberId = mine ? viewerId : undefined;
      const markers = deps.dayMarkers?.() ?? [];
      const parts = reader.wholeParts();
      // The day with all each case shows and its markers in one statement when every module gave its part as a
      // column (reader.ts); else the parts are read for the day's cases together.
      const rows = parts
        ? await cases.listByDateWhole(day, SCHEDULE_DAY_MAX, memberId, viewerId, parts, markers)
        : await cases.listByDate(day, SCHEDULE_DAY_MAX, memberId, markers);
      const hearings = parts
        ? rows.map((row) => reader.presentWhole(row as WholeCaseRow, parts))
        : await reader.present(rows, viewerId);
      return hearings.map((hearing, index) => ({
        ...hearing,
        deadline_due: Boolean(rows[index]?.deadline_due),
        detained: Boolean(rows[index]?.detained),
      }));
    },
  };
}
