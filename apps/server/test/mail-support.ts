import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import type { TestApp } from './helpers';

/**
 * A real SMTP server for a test (decisions §11): it accepts any login (the credentials are kept), refuses the first
 * `refuse` messages with a 452, and keeps every message it accepts, parsed by mailparser. With `tls`, it speaks TLS
 * from the first byte (port 465's way) with that key and certificate.
 */
export async function startSmtpServer(options: { refuse?: number; tls?: { key: string; cert: string } } = {}) {
  const messages: ParsedMail[] = [];
  const logins: { username: string | undefined; password: string | undefined }[] = [];
  let refusals = options.refuse ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    ...(options.tls ? { secure: true, key: options.tls.key, cert: options.tls.cert } : {}),
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? undefined, password: auth.password ?? undefined });
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Kotak surat sementara penuh'), { responseCode: 452 }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            messages.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that gives up on the handshake (a certificate it does not trust) is a connection error, not a crash.
  const errors: Error[] = [];
  server.on('error', (error) => errors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    logins,
    errors,
    /** From now on, refuse the next `count` messages. */
    refuse(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP server that accepts connections and never says a word. */
export async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) {
          socket.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

/** The office's required settings, for a save that only changes the SMTP part. */
export const officeSettings = { office_name: 'Kejaksaan Negeri Jakarta Pusat', reminder_hour: '07:00', trash_days: 30 };

/** Points `testApp` at the SMTP server on `port` through the admin settings. */
export async function useSmtp(testApp: TestApp, admin: { auth: Record<string, string> }, port: number, extra = {}) {
  const saved = await testApp.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: {
      ...officeSettings,
      smtp_host: '127.0.0.1',
      smtp_port: port,
      smtp_secure: false,
      mail_from: 'Jadwal Pidsus Kejari <no-reply@kejaksaan.go.id>',
      ...extra,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}

/** Turns the account's e-mail choices on (or as given) through its own profile. */
export async function chooseMail(
  testApp: TestApp,
  account: { auth: Record<string, string>; user: { username: string; email: string } },
  choices: Partial<Record<'mail_docket' | 'mail_reminders' | 'mail_notifications', boolean>>,
) {
  const saved = await testApp.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: account.auth,
    payload: { username: account.user.username, email: account.user.email, ...choices },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}

/** The rows of the mail queue, oldest first. */
export function queueRows(testApp: TestApp) {
  return testApp.app.services.db.selectFrom('mail_queue').selectAll().orderBy('id').execute();
}
