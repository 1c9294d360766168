import { DEFENDANT_ROLE_LABELS, paths } from '@pidsus/shared';
import { messages } from '../../messages';
import { escapeHtml } from './content';
import type { DocketHearing } from './repository';

/** A hearing's lines are the calendar feed's (`Nomor perkara: …`, `Tahap: …`, `Tempat: …`, `Terdakwa: …`). */
const lines = messages.calendar;

/** `09.00`, as the office writes an hour; `—` for a hearing that has none yet. */
const hourOf = (time: string | null) => (time ? time.replace(':', '.') : '—');

/** The plain text's lines under a hearing start under its title (`09.00  ` is 7 characters). */
const INDENT = ' '.repeat(7);

/** What is known of a hearing under its heading: its number, stage, place and defendants. */
function detailsOf(hearing: DocketHearing): string[] {
  const names = hearing.defendants.join(', ');
  return [
    ...(hearing.number ? [lines.number(hearing.number)] : []),
    lines.category(lines.categories[hearing.type]),
    ...(hearing.location ? [lines.place(hearing.location)] : []),
    ...(names ? [lines.defendants(DEFENDANT_ROLE_LABELS[hearing.type], names)] : []),
  ];
}

/**
 * The docket mail's list (decisions §11): each of the day's hearings with its hour, title, number, stage, place and
 * defendants, and the case's absolute link under `publicUrl`; as plain text and as HTML, everything typed escaped.
 */
export function docketList(hearings: readonly DocketHearing[], publicUrl: string): { text: string; html: string } {
  const linkOf = (hearing: DocketHearing) => `${publicUrl}${paths.case(hearing.id)}`;
  const text = hearings.map((hearing) =>
    [
      `${hourOf(hearing.time).padEnd(5)}  ${hearing.title}`,
      ...[...detailsOf(hearing), messages.mail.open(linkOf(hearing))].map((line) => `${INDENT}${line}`),
    ].join('\n'),
  );
  const items = hearings.map(
    (hearing) =>
      `<li style="margin-bottom:10px"><strong>${escapeHtml(hourOf(hearing.time))}</strong>&nbsp; ` +
      `<a href="${escapeHtml(linkOf(hearing))}">${escapeHtml(hearing.title)}</a>` +
      detailsOf(hearing)
        .map((line) => `<br>${escapeHtml(line)}`)
        .join('') +
      '</li>',
  );
  return {
    text: [messages.mail.docketHeading, '', ...text.flatMap((block) => [block, ''])].join('\n').trimEnd(),
    html: `<p><strong>${escapeHtml(messages.mail.docketHeading)}</strong></p><ul>${items.join('')}</ul>`,
  };
}
