import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';
import { chooseMail, startSmtpServer, useSmtp } from './mail-support';

/** The sender loop runs every few hundred milliseconds: a busy machine (CI beside other work) may need longer. */
const POLL = { timeout: 15_000 };

/** The day's docket and the deadline reminders by e-mail (decisions §11), at the reminder hour. */
const SEVEN_WIB = new Date('2026-03-10T00:00:00.000Z');
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

describe('the reminders by e-mail', () => {
  it('the docket of one’s cases and the deadline reminders go to those who chose them, once', async () => {
    const server = await startSmtpServer();
    closers.push(server.close);
    const time = createTestClock(new Date(SEVEN_WIB.getTime() - 60 * 60_000));
    const testApp = await createTestApp(
      { SESSION_IDLE_MINUTES: String(24 * 60), PUBLIC_URL: 'https://pidsus.example' },
      { clock: time.clock, mailPollMs: 25 },
    );
    apps.push(testApp);
    const admin = await createUser(testApp.app, { role: 'admin' });
    await useSmtp(testApp, admin, server.port);
    const budi = await createUser(testApp.app, { username: 'Budi' });
    const siti = await createUser(testApp.app, { username: 'Siti' });
    const rudi = await createUser(testApp.app, { username: 'Rudi' });
    await chooseMail(testApp, siti, { mail_docket: true });
    await chooseMail(testApp, rudi, { mail_reminders: true });
    const team = [budi.user.id, siti.user.id, rudi.user.id];
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: budi.auth,
      payload: { title: 'Perkara Korupsi Jalan', date: '2026-03-10', type: 'penuntutan', team_ids: team },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json<{ id: number }>().id;
    const deadline = await testApp.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/deadlines`,
      headers: budi.auth,
      payload: { title: 'SPDP', due_date: '2026-03-11' },
    });
    expect(deadline.statusCode, deadline.body).toBe(201);
    await testApp.app.services.events.drain();
    expect(server.messages).toEqual([]);

    time.moveTo(60 * 60_000 + 60_000);
    expect(await testApp.app.services.notificationsService.runDailyReminder()).toBeGreaterThan(0);
    expect(await testApp.app.services.deadlinesService.runReminders()).toBeGreaterThan(0);
    await expect.poll(() => server.messages.length, POLL).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const bySubject = Object.fromEntries(
      server.messages.map((mail) => [
        mail.subject,
        mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '',
      ]),
    );
    expect(bySubject).toEqual({
      '[Jadwal Pidsus] Sidang hari ini: 1 perkara': siti.user.email,
      '[Jadwal Pidsus] Tenggat besok: SPDP — Perkara Korupsi Jalan': rudi.user.email,
    });
    const reminder = server.messages.find((mail) => mail.subject?.includes('Tenggat'));
    expect(reminder?.text).toContain(`https://pidsus.example/case/${caseId}`);
    const docket = server.messages.find((mail) => mail.subject?.includes('Sidang'));
    expect(docket?.text).toContain('https://pidsus.example/case-schedule?mine=1');
  });

  it('the docket lists the day’s hearings of one’s team by hour, with their details and links', async () => {
    const server = await startSmtpServer();
    closers.push(server.close);
    const time = createTestClock(new Date(SEVEN_WIB.getTime() - 60 * 60_000));
    const testApp = await createTestApp(
      { PUBLIC_URL: 'https://pidsus.example/' },
      { clock: time.clock, mailPollMs: 25 },
    );
    apps.push(testApp);
    const admin = await createUser(testApp.app, { role: 'admin' });
    await useSmtp(testApp, admin, server.port);
    const budi = await createUser(testApp.app, { username: 'Budi' });
    const siti = await createUser(testApp.app, { username: 'Siti' });
    await chooseMail(testApp, siti, { mail_docket: true });
    const create = async (fields: Record<string, string>, team: number[], date = '2026-03-10') => {
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: budi.auth,
        payload: { type: 'penyidikan', date, team_ids: team, ...fields },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ id: number }>().id;
    };
    const mine = [budi.user.id, siti.user.id];
    const road = await create(
      {
        title: 'Perkara Korupsi Jalan',
        time: '10:00',
        type: 'penuntutan',
        number: 'PDS-01/M.1.10/Ft.1/03/2026',
        location: 'Ruang Sidang Tipikor 2',
      },
      mine,
    );
    for (const name of ['Gunawan Prasetyo', 'Sri Lestari']) {
      const added = await testApp.app.inject({
        method: 'POST',
        url: `/api/cases/${road}/defendants`,
        headers: budi.auth,
        payload: { name },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const aid = await create({ title: 'Bansos <Desa> & Co', time: '08:30' }, mine);
    const unscheduled = await create({ title: 'Perkara Tanpa Jam' }, mine);
    const trashed = await create({ title: 'Perkara Di Sampah', time: '09:00' }, mine);
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/cases/${trashed}`, headers: budi.auth })).statusCode,
    ).toBe(200);
    await create({ title: 'Perkara Tim Lain', time: '09:00' }, [budi.user.id]);
    await create({ title: 'Perkara Besok', time: '09:00' }, mine, '2026-03-11');
    await testApp.app.services.events.drain();

    time.moveTo(60 * 60_000 + 60_000);
    expect(await testApp.app.services.notificationsService.runDailyReminder()).toBeGreaterThan(0);
    await expect.poll(() => server.messages.length, POLL).toBe(1);
    const [docket] = server.messages;
    expect(docket?.subject).toBe('[Jadwal Pidsus] Sidang hari ini: 3 perkara');
    const link = (id: number) => `https://pidsus.example/case/${id}`;
    const text = docket?.text ?? '';
    expect(text).toContain(
      [
        'Daftar sidang hari ini:',
        '',
        '08.30  Bansos <Desa> & Co',
        '       Tahap: Penyidikan',
        `       Buka: ${link(aid)}`,
        '',
        '10.00  Perkara Korupsi Jalan',
        '       Nomor perkara: PDS-01/M.1.10/Ft.1/03/2026',
        '       Tahap: Penuntutan',
        '       Tempat: Ruang Sidang Tipikor 2',
        '       Terdakwa: Gunawan Prasetyo, Sri Lestari',
        `       Buka: ${link(road)}`,
        '',
        '—      Perkara Tanpa Jam',
        '       Tahap: Penyidikan',
        `       Buka: ${link(unscheduled)}`,
      ].join('\n'),
    );
    const html = typeof docket?.html === 'string' ? docket.html : '';
    const order = [aid, road, unscheduled].map((id) => html.indexOf(`<a href="${link(id)}">`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain(`<strong>08.30</strong>&nbsp; <a href="${link(aid)}">Bansos &lt;Desa&gt; &amp; Co</a>`);
    expect(html).toContain('<br>Terdakwa: Gunawan Prasetyo, Sri Lestari');
    expect(html).toContain('<br>Tempat: Ruang Sidang Tipikor 2');
    expect(html).not.toContain('<Desa>');
    for (const absent of ['Perkara Di Sampah', 'Perkara Tim Lain', 'Perkara Besok']) {
      expect(text).not.toContain(absent);
      expect(html).not.toContain(absent);
    }
  });
});
