import type { CaseChangedEvent } from '../../lib/domain-events';

/** Long titles are shortened in a notification; the case itself keeps its full title. */
const TITLE_MAX = 80;

/** Cut by whole characters (code points), so that an emoji is never split into half a surrogate pair. */
function quoted(title: string): string {
  const characters = Array.from(title);
  return `"${
    characters.length > TITLE_MAX
      ? `${characters
          .slice(0, TITLE_MAX - 1)
          .join('')
          .trimEnd()}…`
      : title
  }"`;
}

/**
 * Made once: every `Intl.DateTimeFormat` holds native (ICU) memory that V8 does not count, so one made per
 * notification was collected late or never, and 10,000 case writes left the server ~280 MB larger (README,
 * Performance).
 */
const longDateFormat = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11-24` → `24 November 2026`, the way the app writes dates. */
export function longDate(day: string): string {
  return longDateFormat.format(new Date(`${day}T00:00:00Z`));
}

const category = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** What a colleague's change says to the others, naming the actor and the case (decisions §4). */
export function caseChangeMessage({
  action,
  case: changed,
  previous,
  actor,
  deadline,
  document,
}: CaseChangedEvent): string {
  const who = actor.username;
  const title = quoted(changed.title);
  const tenggat = quoted(deadline?.title ?? '');
  switch (action) {
    case 'deadline_added':
      return `${who} menambahkan tenggat ${tenggat} pada kasus ${title}, jatuh tempo ${longDate(deadline?.due_date ?? changed.date)}`;
    case 'deadline_updated':
      return `${who} mengubah tenggat ${tenggat} pada kasus ${title}`;
    case 'deadline_done':
      return `${who} menandai tenggat ${tenggat} pada kasus ${title} selesai`;
    case 'deadline_reopened':
      return `${who} membuka kembali tenggat ${tenggat} pada kasus ${title}`;
    case 'deadline_deleted':
      return `${who} menghapus tenggat ${tenggat} pada kasus ${title}`;
    case 'created':
      return `${who} menambahkan kasus ${title} (${category(changed.type)}) untuk ${longDate(changed.date)}`;
    case 'status':
      return `${who} mengubah status ${title} menjadi ${changed.status}`;
    case 'deleted':
      return `${who} menghapus kasus ${title}`;
    case 'restored':
      return `${who} memulihkan kasus ${title} dari Sampah`;
    case 'updated': {
      const moved = previous !== undefined && previous.date !== changed.date;
      return moved
        ? `${who} mengubah kasus ${title}, kini dijadwalkan ${longDate(changed.date)}`
        : `${who} mengubah kasus ${title}`;
    }
    case 'document_added':
      return `${who} menambahkan berkas ${quoted(document?.name ?? '')} ke kasus ${title}`;
    case 'document_deleted':
      return `${who} menghapus berkas ${quoted(document?.name ?? '')} dari kasus ${title}`;
  }
}

export const dailyReminderMessage = (count: number) => `${count} kasus dijadwalkan hari ini`;

/** The morning reminder of one's own hearings (contract §7.1). */
export const personalReminderMessage = (count: number) => `Anda memiliki ${count} sidang hari ini`;

/** A deadline's reminder (contract §7.2): `days` before its due date, 0 on the day. */
export function deadlineReminderMessage(deadlineTitle: string, caseTitle: string, days: number): string {
  const when = days === 0 ? 'hari ini' : `dalam ${days} hari`;
  return `Tenggat ${quoted(deadlineTitle)} untuk kasus ${quoted(caseTitle)} jatuh tempo ${when}`;
}
