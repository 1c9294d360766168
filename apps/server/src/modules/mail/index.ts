import fp from 'fastify-plugin';
import { createSecretBox } from '../../lib/secret-box';
import { recordAuditChange } from '../audit/service';
import { createMailRepository } from './repository';
import { mailRoutes } from './routes';
import { runMailSender } from './sender';
import { createMailService, type MailService } from './service';
import { resolveSmtpTarget, sendThrough } from './transport';

declare module '../../plugins/core' {
  interface AppServices {
    mailService: MailService;
  }
}

/** Sender loop's tick unless the build options say otherwise. */
const MAIL_POLL_MS = 10_000;

/**
 * E-mail (decisions §11): the notifications, reminders and docket of those who chose them go into `mail_queue`
 * (after the change is committed, never on the request's path); a sender loop on every instance claims due rows
 * and sends them with nodemailer through `SMTP_URL` or the admin's SMTP settings.
 */
export const mailModule = fp(
  async (app) => {
    const { config, options, db, clock, events } = app.core;
    const { settingsService } = app.services;
    const secrets = createSecretBox(db);
    const publicUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
    let poke: (() => void) | undefined;
    const mailService = createMailService({
      mail: createMailRepository(db),
      clock,
      target: async () => resolveSmtpTarget(config.smtpUrl, await settingsService.smtp(), secrets.open, config.smtpCa),
      configured: async () => Boolean(config.smtpUrl) || (await settingsService.current()).smtp_host !== '',
      send: sendThrough,
      officeName: async () => (await settingsService.current()).office_name,
      publicUrl,
      recordFailure: async (row) => {
        await recordAuditChange(
          db,
          null,
          {
            action: 'mail.failed',
            object: { type: 'mail', id: row.id, label: row.subject },
            targetUserId: row.recipient_id,
            details: { to: row.to_address, attempts: row.attempts, error: row.last_error },
          },
          clock(),
        );
        app.log.warn({ mailId: row.id, attempts: row.attempts }, 'mail given up after 24 hours');
      },
      poke: () => poke?.(),
    });
    app.services.mailService = mailService;
    events.on('notification.created', async (event) => {
      await mailService.enqueueNotification(event);
    });
    if (options.mailPollMs !== false) {
      poke = runMailSender(app, mailService, options.mailPollMs ?? MAIL_POLL_MS).poke;
    }
    await app.register(mailRoutes, { mailService });
  },
  { name: 'mail', dependencies: ['core', 'settings', 'audit'] },
);
