import { rootCertificates } from 'node:tls';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { SMTP_PORT_DEFAULT, SMTP_SECURE_PORT_DEFAULT } from '@pidsus/shared';
import type { StoredSmtp } from '../settings/service';

/** How long a connection, the server's greeting and a silent socket may take (a test mail waits at most this). */
export const SMTP_TIMEOUT_MS = 15_000;

/** Where mail goes: nodemailer's transport options, and the sender. */
export interface SmtpTarget {
  options: SMTPTransport.Options;
  from: string;
}

/**
 * A URL's user or password, its `%XX` escapes decoded; written as is when it holds a `%` that is no escape (a password
 * `Rahasia%zz1` typed into `SMTP_URL` unescaped), instead of failing every send.
 */
function decodedOrAsIs(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The SMTP server that applies (decisions §11): `SMTP_URL` when set, else the admin's settings (the password
 * opened with `open`); undefined when neither names a server. `ca` (`SMTP_CA_FILE`'s PEM text) is trusted for the
 * connection (TLS from the start or by STARTTLS) beside Node's usual authorities; the certificate is always checked.
 */
export async function resolveSmtpTarget(
  smtpUrl: string | undefined,
  stored: StoredSmtp,
  open: (sealed: string) => Promise<string>,
  ca?: string,
): Promise<SmtpTarget | undefined> {
  const connection = {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // Node replaces its usual authorities with a `ca` given: they are kept, the office's added.
    ...(ca ? { tls: { ca: [...rootCertificates, ca] } } : {}),
  };
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    return {
      options: {
        host: url.hostname,
        port: url.port ? Number(url.port) : secure ? SMTP_SECURE_PORT_DEFAULT : SMTP_PORT_DEFAULT,
        secure,
        ...(url.username ? { auth: { user: decodedOrAsIs(url.username), pass: decodedOrAsIs(url.password) } } : {}),
        ...connection,
      },
      from: stored.from,
    };
  }
  if (!stored.host) {
    return undefined;
  }
  const password = stored.sealedPassword ? await open(stored.sealedPassword) : '';
  return {
    options: {
      host: stored.host,
      port: stored.port ?? (stored.secure ? SMTP_SECURE_PORT_DEFAULT : SMTP_PORT_DEFAULT),
      secure: stored.secure,
      ...(stored.user ? { auth: { user: stored.user, pass: password } } : {}),
      ...connection,
    },
    from: stored.from,
  };
}

/** One message out through `target`; rejects with the server's or the network's error. */
export async function sendThrough(
  target: SmtpTarget,
  message: { to: string; subject: string; text: string; html: string },
): Promise<void> {
  // nodemailer loads with the first mail, not with the server (as the document libraries: docs/performance.md).
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(target.options);
  try {
    await transport.sendMail({ from: target.from, ...message });
  } finally {
    transport.close();
  }
}
