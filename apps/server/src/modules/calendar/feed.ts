import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Category, DefendantRef } from '@pidsus/shared';
import { DEFENDANT_ROLE_LABELS, paths } from '@pidsus/shared';
import { messages } from '../../messages';
import type { CalendarDeadlineRow, CalendarHearingRow } from './repository';

/** How long a hearing with an hour lasts in the feed: the record has no end, so one hour marks its start. */
const HEARING_MINUTES = 60;
/** The right-hand side of every UID: stable whatever address the feed is fetched through. */
const UID_DOMAIN = 'jadwal-pidsus';

/** `YYYY-MM-DD` at noon UTC: an all-day date no time zone moves to another day. */
const dayAt = (date: string) => new Date(`${date}T12:00:00Z`);

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone is ahead of UTC at `moment` (Asia/Jakarta: +7 h). */
function zoneOffsetMs(timeZone: string, moment: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(moment).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(moment.getTime() / 1000) * 1000;
}

/**
 * The moment a wall-clock `date` and `HH:mm` in the office zone stand for (09:30 in Asia/Jakarta → 02:30Z). Checked
 * twice, so that a zone whose offset changes near that hour still lands on the right side.
 */
export function officeMoment(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let moment = wall - zoneOffsetMs(timeZone, new Date(wall));
  moment = wall - zoneOffsetMs(timeZone, new Date(moment));
  return new Date(moment);
}

/**
 * The ICS text of a feed (decisions §7.4): each hearing as an event with a UID stable per case (`case-<id>@…`), at
 * its hour in the office zone written in UTC, or all day when it has no hour; each open deadline all day on its due
 * date (`deadline-<id>@…`). Descriptions carry the case's link in the web app.
 */
export function buildFeed(input: {
  hearings: readonly CalendarHearingRow[];
  deadlines: readonly CalendarDeadlineRow[];
  /** Each hearing's defendants by name (decisions §8.1), by case id. */
  defendants?: ReadonlyMap<number, readonly DefendantRef[]>;
  mine: boolean;
  timeZone: string;
  /** The web app's address, e.g. `https://pidsus.kejaksaan.go.id`, without a trailing slash. */
  appUrl: string;
}): string {
  const t = messages.calendar;
  const caseUrl = (id: number) => `${input.appUrl}${paths.case(id)}`;
  const categoryOf = (type: Category) => t.categories[type];
  /** `Tersangka: A, B` — named as the case's stage names them; nothing for a case without defendants. */
  const defendantsLine = (hearing: CalendarHearingRow) => {
    const names = (input.defendants?.get(hearing.id) ?? []).map((defendant) => defendant.name);
    return names.length > 0 ? t.defendants(DEFENDANT_ROLE_LABELS[hearing.type], names.join(', ')) : '';
  };
  const calendar = ical({
    name: input.mine ? t.nameMine : t.name,
    description: t.description,
    prodId: { company: 'Kejaksaan', product: 'Jadwal Pidsus', language: 'ID' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that honour it fetch again every hour.
    ttl: 3600,
    x: [{ key: 'X-WR-TIMEZONE', value: input.timeZone }],
  });
  for (const hearing of input.hearings) {
    const lines = [
      hearing.number ? t.number(hearing.number) : '',
      defendantsLine(hearing),
      t.category(categoryOf(hearing.type)),
      t.status(hearing.status),
      hearing.location ? t.place(hearing.location) : '',
      hearing.time ? '' : t.noHour,
      t.open(caseUrl(hearing.id)),
    ].filter((line) => line !== '');
    const start = hearing.time ? officeMoment(hearing.date, hearing.time, input.timeZone) : dayAt(hearing.date);
    calendar.createEvent({
      id: `case-${hearing.id}@${UID_DOMAIN}`,
      summary: t.hearing(hearing.title),
      start,
      ...(hearing.time ? { end: new Date(start.getTime() + HEARING_MINUTES * 60_000) } : { allDay: true }),
      stamp: new Date(hearing.updated_at),
      lastModified: new Date(hearing.updated_at),
      location: hearing.location || null,
      description: lines.join('\n'),
      url: caseUrl(hearing.id),
      categories: [{ name: categoryOf(hearing.type) }],
    });
  }
  for (const deadline of input.deadlines) {
    const lines = [
      t.caseTitle(deadline.case_title),
      deadline.case_number ? t.number(deadline.case_number) : '',
      deadline.note ? t.note(deadline.note) : '',
      t.open(caseUrl(deadline.case_id)),
    ].filter((line) => line !== '');
    calendar.createEvent({
      id: `deadline-${deadline.id}@${UID_DOMAIN}`,
      summary: t.deadline(deadline.title, deadline.case_title),
      start: dayAt(deadline.due_date),
      allDay: true,
      stamp: new Date(deadline.updated_at),
      lastModified: new Date(deadline.updated_at),
      description: lines.join('\n'),
      url: caseUrl(deadline.case_id),
      categories: [{ name: categoryOf(deadline.case_type) }],
    });
  }
  return calendar.toString();
}
