/** The mail's words and shape (decisions §11): Indonesian, plain text and HTML, with a link to open. */

export const SUBJECT_PREFIX = '[Jadwal Pidsus]';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML (an element's content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * One message: the subject after `[Jadwal Pidsus]`, greeting the recipient, the notification's words, a `list` when
 * given (the docket's hearings, already in both forms) and the link (absolute, under `PUBLIC_URL`) when there is
 * one. Header and body text are never HTML: each is escaped.
 */
export function composeMail(input: {
  subject: string;
  name: string;
  message: string;
  list?: { text: string; html: string };
  link: string | null;
  officeName: string;
}): MailContent {
  const subject = `${SUBJECT_PREFIX} ${input.subject}`.replace(/[\r\n]+/g, ' ').slice(0, 480);
  const footer = `Email ini dikirim otomatis oleh Jadwal Pidsus — ${input.officeName}. Pilihan email dapat diubah di halaman Profil.`;
  const text = [
    `Yth. ${input.name},`,
    '',
    input.message,
    ...(input.list ? ['', input.list.text] : []),
    ...(input.link ? ['', `Buka: ${input.link}`] : []),
    '',
    '--',
    footer,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#1a1a1a">',
    `<p>Yth. ${escapeHtml(input.name)},</p>`,
    `<p>${escapeHtml(input.message)}</p>`,
    input.list?.html ?? '',
    input.link ? `<p><a href="${escapeHtml(input.link)}">Buka di Jadwal Pidsus</a></p>` : '',
    `<hr><p style="font-size:12px;color:#666">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** The next try after `attempts` failed ones: 1 minute, then 2, 4 … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);
}

/** How long a message is tried before it is marked failed. */
export const MAIL_RETRY_FOR_MS = 24 * 60 * 60_000;
