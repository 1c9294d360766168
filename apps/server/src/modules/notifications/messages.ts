import { DEFENDANT_ROLE_LABELS } from '@pidsus/shared';
import { EVIDENCE_STATUS_LABELS, formatRupiah, RECOVERY_KIND_LABELS } from '@pidsus/shared';
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
 * notification was collected late or never, and 10,000 case writes left the server ~280 MB larger (docs/performance.md,
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

/** A milestone as a notification names it: `P-19 nomor B-01/L.6.10/Fd.1/03/2026`, or its code alone. */
const milestoneName = (milestone: CaseChangedEvent['milestone']) =>
  milestone?.number ? `${milestone.code} nomor ${milestone.number}` : (milestone?.code ?? '');

const category = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** Several changes of one person to one case within 10 minutes, as one notification (decisions §10). */
export const groupedCaseChangeMessage = (event: Pick<CaseChangedEvent, 'actor' | 'case'>, count: number): string =>
  `${event.actor.username} mengubah kasus ${quoted(event.case.title)} (${count} perubahan)`;

/** What a colleague's change says to the others, naming the actor and the case (decisions §4). */
export function caseChangeMessage({
  action,
  case: changed,
  previous,
  actor,
  deadline,
  document,
  defendant,
  detention,
  milestone,
  evidence,
  money,
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
    case 'deadline_recounted':
      return `Tenggat ${tenggat} pada kasus ${title} dihitung ulang: hari pertama masa penahanan ikut dihitung`;
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
    case 'document_restored':
      return `${who} memulihkan berkas ${quoted(document?.name ?? '')} pada kasus ${title}`;
    case 'document_purged':
      return `${who} menghapus permanen berkas ${quoted(document?.name ?? '')} dari kasus ${title}`;
    case 'defendant_added':
    case 'defendant_updated':
    case 'defendant_deleted': {
      const role = DEFENDANT_ROLE_LABELS[changed.type].toLowerCase();
      const name = quoted(defendant?.name ?? '');
      const verb = {
        defendant_added: 'menambahkan',
        defendant_updated: 'mengubah data',
        defendant_deleted: 'menghapus',
      };
      return `${who} ${verb[action]} ${role} ${name} pada kasus ${title}`;
    }
    case 'detention_added':
      return `${who} mencatat penahanan ${quoted(detention?.name ?? '')} pada kasus ${title} sampai ${longDate(detention?.end_date ?? changed.date)}`;
    case 'detention_updated':
      return `${who} mengubah masa penahanan ${quoted(detention?.name ?? '')} pada kasus ${title}`;
    case 'detention_released':
      return `${who} mencatat ${quoted(detention?.name ?? '')} dikeluarkan dari tahanan pada kasus ${title}`;
    case 'detention_deleted':
      return `${who} menghapus masa penahanan ${quoted(detention?.name ?? '')} dari kasus ${title}`;
    case 'milestone_added':
      return `${who} mencatat tahapan ${milestoneName(milestone)} pada kasus ${title}`;
    case 'milestone_updated':
      return `${who} mengubah tahapan ${milestoneName(milestone)} pada kasus ${title}`;
    case 'milestone_deleted':
      return `${who} menghapus tahapan ${milestoneName(milestone)} dari kasus ${title}`;
    case 'evidence_added':
      return `${who} menambahkan barang bukti ${quoted(evidence?.description ?? '')} pada kasus ${title}`;
    case 'evidence_updated':
      return evidence?.status_changed
        ? `${who} mengubah status barang bukti ${quoted(evidence.description)} pada kasus ${title} menjadi ${EVIDENCE_STATUS_LABELS[evidence.status]}`
        : `${who} mengubah barang bukti ${quoted(evidence?.description ?? '')} pada kasus ${title}`;
    case 'evidence_deleted':
      return `${who} menghapus barang bukti ${quoted(evidence?.description ?? '')} dari kasus ${title}`;
    case 'state_loss_changed':
      return money?.state_loss === null || money?.state_loss === undefined
        ? `${who} mengosongkan kerugian keuangan negara pada kasus ${title}`
        : `${who} mengubah kerugian keuangan negara pada kasus ${title} menjadi ${formatRupiah(money.state_loss)}`;
    case 'recovery_added':
    case 'recovery_deleted': {
      const recovery = money?.recovery;
      const what = recovery ? `${formatRupiah(recovery.amount)} (${RECOVERY_KIND_LABELS[recovery.kind]})` : '';
      return action === 'recovery_added'
        ? `${who} mencatat pemulihan keuangan negara ${what} pada kasus ${title}`
        : `${who} menghapus pemulihan keuangan negara ${what} dari kasus ${title}`;
    }
  }
}

export const dailyReminderMessage = (count: number) => `${count} kasus dijadwalkan hari ini`;

/** The morning reminder of one's own hearings (decisions §7.1). */
export const personalReminderMessage = (count: number) => `Anda memiliki ${count} sidang hari ini`;

/** A deadline's reminder (decisions §7.2): `days` before its due date, 0 on the day. */
export function deadlineReminderMessage(deadlineTitle: string, caseTitle: string, days: number): string {
  const when = days === 0 ? 'hari ini' : `dalam ${days} hari`;
  return `Tenggat ${quoted(deadlineTitle)} untuk kasus ${quoted(caseTitle)} jatuh tempo ${when}`;
}
