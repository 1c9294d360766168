import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { startSmtpServer, useSmtp } from './mail-support';

/**
 * An office mail server whose certificate its own authority signed (decisions §11): refused as any unknown
 * certificate is, until `SMTP_CA_FILE` names that authority. The fixture is a self-signed certificate for
 * 127.0.0.1 made for these tests only (`openssl req -x509 … -addext subjectAltName=IP:127.0.0.1,DNS:localhost`).
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const certFile = path.join(fixtures, 'smtp-test-cert.pem');
const tls = {
  key: fs.readFileSync(path.join(fixtures, 'smtp-test-key.pem'), 'utf8'),
  cert: fs.readFileSync(certFile, 'utf8'),
};

const apps: TestApp[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) {
    await close();
  }
  for (const testApp of apps.splice(0)) {
    await testApp.close();
  }
});

async function tlsServer() {
  const server = await startSmtpServer({ tls });
  closers.push(server.close);
  return server;
}

async function start(env: Record<string, string>) {
  const testApp = await createTestApp(env, { mailPollMs: false });
  apps.push(testApp);
  return { testApp, admin: await createUser(testApp.app, { role: 'admin' }) };
}

const testMail = (testApp: TestApp, auth: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: '/api/admin/settings/test-mail', headers: auth });

describe('SMTP_CA_FILE', () => {
  it('the admin’s settings: refused for its certificate without it (502 with the reason), sent with it', async () => {
    const server = await tlsServer();
    const plain = await start({});
    await useSmtp(plain.testApp, plain.admin, server.port, { smtp_secure: true });
    const refused = await testMail(plain.testApp, plain.admin.auth);
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Email uji gagal dikirim: .*self[- ]signed certificate/,
    );
    expect(server.messages).toEqual([]);

    const trusting = await start({ SMTP_CA_FILE: certFile });
    await useSmtp(trusting.testApp, trusting.admin, server.port, { smtp_secure: true });
    const sent = await testMail(trusting.testApp, trusting.admin.auth);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(server.messages).toHaveLength(1);
    expect(server.messages[0]?.to).toMatchObject({ value: [{ address: trusting.admin.user.email }] });
  });

  it('SMTP_URL (smtps://): refused without it, sent with it', async () => {
    const server = await tlsServer();
    const url = `smtps://127.0.0.1:${server.port}`;
    const plain = await start({ SMTP_URL: url });
    const refused = await testMail(plain.testApp, plain.admin.auth);
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json<{ message: string }>().message).toMatch(/self[- ]signed certificate/);

    const trusting = await start({ SMTP_URL: url, SMTP_CA_FILE: certFile });
    const sent = await testMail(trusting.testApp, trusting.admin.auth);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(server.messages).toHaveLength(1);
  });
});
