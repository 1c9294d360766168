/**
 * The subjects of the notifications that also go by e-mail (decisions §11), without the `[Jadwal Pidsus]` the mail
 * module puts before each.
 */

/** The day's docket of one's own cases: `Sidang hari ini: 3 perkara`. */
export function docketMailSubject(hearings: number): string {
  return `Sidang hari ini: ${hearings} perkara`;
}

/** A deadline's (or a detention's end) reminder: `Tenggat besok: <deadline> — <case>`. */
export function deadlineMailSubject(title: string, caseTitle: string, daysLeft: number): string {
  const when = daysLeft === 0 ? 'Tenggat hari ini' : daysLeft === 1 ? 'Tenggat besok' : `Tenggat ${daysLeft} hari lagi`;
  return `${when}: ${title} — ${caseTitle}`;
}

/** A change to one of one's cases: `Perubahan perkara: <case>`. */
export function caseChangeMailSubject(caseTitle: string): string {
  return `Perubahan perkara: ${caseTitle}`;
}
