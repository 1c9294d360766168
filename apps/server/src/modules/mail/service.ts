import { randomUUID } from 'node:crypto';
import { MAIL_CHOICES, type MailChoice } from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import type { NotificationCreatedEvent } from '../../lib/domain-events';
import { AppError, badRequest } from '../../lib/errors';
import type { MailQueueRow } from '../../db/tables';
import { messages } from '../../messages';
import { composeMail, MAIL_RETRY_FOR_MS, retryDelayMs } from './content';
import { docketList } from './docket';
import type { MailRepository } from './repository';
import type { SmtpTarget } from './transport';

/** How long an instance holds a claimed row from the start of its send: longer than a send may take (three 15 s timeouts). */
const CLAIM_MS = 2 * 60_000;
/** Rows one pass of the sender claims. */
const BATCH = 20;
const DAY_MS = 24 * 60 * 60_000;
/**
 * How long the mail of a grouped notification (one person's changes to one case, decisions §10) waits before it is
 * due: the changes made meanwhile replace its words, so that they arrive as one mail (decisions §11).
 */
export const MAIL_GROUP_DELAY_MS = 2 * 60_000;
/**
 * The queue's clean-up (decisions §11): a sent row is kept 30 days, a failed one 90 (what the admins read of a
 * failure is its `mail.failed` audit row, which stays); each instance's sender looks at most once an hour.
 */
export const MAIL_KEPT = { sentMs: 30 * DAY_MS, failedMs: 90 * DAY_MS, everyMs: 60 * 60_000 } as const;

export interface MailServiceDeps {
  mail: MailRepository;
  clock: Clock;
  /** The SMTP server that applies now, or undefined when none is set (decisions §11). */
  target: () => Promise<SmtpTarget | undefined>;
  /** Whether a server is set, from the settings' cache: asked for each notification, so cheap. */
  configured: () => Promise<boolean>;
  send: (target: SmtpTarget, message: { to: string; subject: string; text: string; html: string }) => Promise<void>;
  officeName: () => Promise<string>;
  /** The address users open (`PUBLIC_URL`), without a trailing slash: the links in the mail are under it. */
  publicUrl: string;
  /** A message given up on after 24 hours: the admins see it in /admin/audit (`mail.failed`). */
  recordFailure: (row: MailQueueRow) => Promise<void>;
  /** Called after a row is queued: the sender looks at once rather than at its next tick. */
  poke?: () => void;
  instanceId?: string;
}

/** The longest recipient a queued row holds (`mail_queue.to_address`, migration 0030). */
export const MAIL_TO_MAX = 320;

/**
 * `"Name" <address>`, the name quoted (nodemailer encodes a UTF-8 one) and cut so that the whole fits `MAIL_TO_MAX`:
 * a name may have 100 characters and an address 254, and PostgreSQL refuses a longer value.
 */
export const addressOf = (name: string, address: string) =>
  `"${Array.from(name.replace(/["\\\r\n]/g, ' '))
    .slice(0, Math.max(0, MAIL_TO_MAX - address.length - 5))
    .join('')}" <${address}>`;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * E-mail (decisions §11): notifications queued for those who chose them, a sender that claims due rows once per
 * cluster and tries each again with backoff for 24 hours, and the admin's test message.
 */
export function createMailService(deps: MailServiceDeps) {
  const { mail, clock } = deps;
  const instance = deps.instanceId ?? randomUUID();

  const attempt = async (target: SmtpTarget | undefined, row: MailQueueRow, retry: boolean): Promise<unknown> => {
    try {
      if (!target) {
        throw new Error(messages.mail.notConfigured);
      }
      await deps.send(target, { to: row.to_address, subject: row.subject, text: row.text, html: row.html });
      await mail.markSent(row.id, instance, clock().toISOString());
      return undefined;
    } catch (error) {
      const now = clock();
      const next = new Date(now.getTime() + retryDelayMs(row.attempts + 1));
      const giveUp = !retry || next.getTime() - Date.parse(row.created_at) > MAIL_RETRY_FOR_MS;
      const failed = await mail.markAttemptFailed(
        row.id,
        instance,
        reasonOf(error),
        now.toISOString(),
        giveUp ? undefined : next.toISOString(),
      );
      if (giveUp && retry && failed) {
        await deps.recordFailure(failed);
      }
      return error;
    }
  };

  const stillWanted = async (row: MailQueueRow) =>
    !(MAIL_CHOICES as readonly string[]).includes(row.kind) ||
    (row.recipient_id !== null &&
      (await mail.recipientWhoChose(row.recipient_id, row.kind as MailChoice)) !== undefined);

  let cleanedAt: number | undefined;

  const claim = () => {
    const now = clock();
    return mail.claim(instance, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString(), BATCH);
  };

  return {
    /** Queues the notification's mail when its recipient chose that kind and a server is set; never sends here. */
    enqueueNotification: async ({ recipientId, notification, mail: note }: NotificationCreatedEvent) => {
      if (!note || !(await deps.configured())) {
        return undefined;
      }
      const recipient = await mail.recipientWhoChose(recipientId, note.choice);
      if (!recipient) {
        return undefined;
      }
      // The docket lists the day's hearings of the recipient's cases, as they are now.
      const hearings = note.day === undefined ? [] : await mail.docketOf(recipient.id, note.day);
      const content = composeMail({
        subject: note.subject,
        name: recipient.username,
        message: notification.message,
        ...(hearings.length > 0 ? { list: docketList(hearings, deps.publicUrl) } : {}),
        link: notification.link ? `${deps.publicUrl}${notification.link}` : null,
        officeName: await deps.officeName(),
      });
      const at = clock();
      const row = await mail.queueNotification({
        recipient_id: recipient.id,
        to_address: addressOf(recipient.username, recipient.email),
        ...content,
        kind: note.choice,
        notification_id: notification.id,
        created_at: at.toISOString(),
        next_attempt_at: new Date(at.getTime() + (note.grouped ? MAIL_GROUP_DELAY_MS : 0)).toISOString(),
      });
      if (!note.grouped) {
        deps.poke?.();
      }
      return row;
    },

    /** One pass of the sender: claims the rows due and sends them. Returns how many went out. */
    sendDue: async (): Promise<number> => {
      const rows = await claim();
      if (rows.length === 0) {
        return 0;
      }
      const target = await deps.target().catch(() => undefined);
      let sent = 0;
      for (const row of rows) {
        // The claim covers one send from its start: a slow server could otherwise let the batch's last rows run
        // past it, and another instance send them too (decisions §11, "once per cluster").
        const until = new Date(clock().getTime() + CLAIM_MS).toISOString();
        if (!(await mail.renewClaim(row.id, instance, until))) {
          continue;
        }
        // The recipient as they are now: deleted, or no longer choosing this kind since it was queued, gets nothing.
        if (!(await stillWanted(row))) {
          await mail.markAttemptFailed(row.id, instance, messages.mail.recipientGone, clock().toISOString(), undefined);
          continue;
        }
        if ((await attempt(target, row, true)) === undefined) {
          sent += 1;
        }
      }
      return sent;
    },

    /** Deletes the sent and failed rows kept long enough (`MAIL_KEPT`), once an hour at most; returns how many. */
    cleanUp: async (): Promise<number> => {
      const now = clock().getTime();
      if (cleanedAt !== undefined && now >= cleanedAt && now - cleanedAt < MAIL_KEPT.everyMs) {
        return 0;
      }
      cleanedAt = now;
      const iso = (ms: number) => new Date(now - ms).toISOString();
      return mail.deleteOld(iso(MAIL_KEPT.sentMs), iso(MAIL_KEPT.failedMs));
    },

    /**
     * `POST /api/admin/settings/test-mail`: a test message to the admin's own address, sent at once (at most the
     * SMTP timeouts); 400 when no server is set, 502 with the reason when it fails. Not tried again.
     */
    sendTest: async (admin: { id: number; username: string; email: string }): Promise<{ sent: true }> => {
      const target = await deps.target();
      if (!target) {
        throw badRequest(messages.mail.notConfigured);
      }
      const content = composeMail({
        subject: 'Email uji',
        name: admin.username,
        message: 'Email uji dari Jadwal Pidsus: pengaturan SMTP sudah benar.',
        link: deps.publicUrl,
        officeName: await deps.officeName(),
      });
      const now = clock();
      const at = now.toISOString();
      // Written already claimed by this instance: another instance's sender passing meanwhile leaves it alone.
      const row = await mail.insert({
        recipient_id: admin.id,
        to_address: addressOf(admin.username, admin.email),
        ...content,
        kind: 'test',
        created_at: at,
        next_attempt_at: at,
        claimed_by: instance,
        claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString(),
      });
      const error = await attempt(target, row, false);
      if (error !== undefined) {
        throw new AppError(502, messages.mail.testFailed(reasonOf(error)));
      }
      return { sent: true };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
