import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, logout, type TestApp, sameDatabaseAs } from './helpers';
import { connected, socketRegistry } from './sockets';

/**
 * Runs only with REDIS_URL (the server vitest config includes `*.redis.test.ts` files then): two
 * deployments on one Redis must not reach each other's sockets, while two instances of one do.
 */
const sockets = socketRegistry();

describe('deployments sharing one Redis', () => {
  const apps: TestApp[] = [];

  afterEach(async () => {
    // Sockets first, then the apps, A2 before the database it borrows.
    sockets.closeAll();
    for (const app of apps.splice(0).reverse()) {
      await app.close();
    }
  });

  it('a logout in one deployment does not disconnect the same session id in another', async () => {
    const run = randomUUID();
    const deploymentA = await createTestApp({}, { redisPrefix: `test:${run}:a:` });
    apps.push(deploymentA);
    // A second instance of deployment A: same database and prefix, so A's logouts must reach its sockets.
    const instanceA2 = await createTestApp(sameDatabaseAs(deploymentA), { redisPrefix: `test:${run}:a:` });
    apps.push(instanceA2);
    const deploymentB = await createTestApp({}, { redisPrefix: `test:${run}:b:` });
    apps.push(deploymentB);
    const urlA2 = await instanceA2.app.listen({ port: 0, host: '127.0.0.1' });
    const urlB = await deploymentB.app.listen({ port: 0, host: '127.0.0.1' });

    // Each deployment has its own database, so their first sessions have the same id.
    const inA = await createUser(deploymentA.app);
    const inB = await createUser(deploymentB.app);
    const sessionA = await deploymentA.app.services.authService.authenticate(inA.token);
    const sessionB = await deploymentB.app.services.authService.authenticate(inB.token);
    expect(sessionA?.sessionId).toEqual(expect.any(Number));
    expect(sessionB?.sessionId).toBe(sessionA?.sessionId);

    const socketA2 = sockets.open(urlA2, { token: inA.token });
    const socketB = sockets.open(urlB, { token: inB.token });
    await Promise.all([connected(socketA2), connected(socketB)]);
    const socketBId = socketB.id;
    const seenByB: string[] = [];
    socketB.on('session:ended', () => seenByB.push('session:ended'));
    socketB.on('disconnect', (reason) => seenByB.push(`disconnect: ${reason}`));
    const a2Disconnected = new Promise<string>((resolve) => socketA2.once('disconnect', (reason) => resolve(reason)));

    expect((await logout(deploymentA.app, inA.token)).statusCode).toBe(200);
    // Redis delivered A's request to A2; a shared channel would have delivered it to B at the same time.
    expect(await a2Disconnected).toBe('io server disconnect');
    const inRoom = await deploymentB.app.realtime.io.in(`session:${sessionB?.sessionId}`).fetchSockets();
    expect(inRoom.map((remote) => remote.id)).toEqual([socketBId]);
    expect(seenByB).toEqual([]);
    expect(socketB.connected).toBe(true);
    expect((await deploymentB.app.inject({ method: 'GET', url: '/api/profile', headers: inB.auth })).statusCode).toBe(
      200,
    );
  });

  it('login counts stay with the deployment named by REDIS_PREFIX (two deployments, one email, one Redis)', async () => {
    const run = randomUUID().slice(0, 8);
    // The prefix from the environment, as an operator sets it (not the test's own option).
    const deploymentA = await createTestApp({ REDIS_PREFIX: `uji-${run}-a:` }, { redisPrefix: undefined });
    apps.push(deploymentA);
    const instanceA2 = await createTestApp(
      { ...sameDatabaseAs(deploymentA), REDIS_PREFIX: `uji-${run}-a:` },
      { redisPrefix: undefined },
    );
    apps.push(instanceA2);
    const deploymentB = await createTestApp({ REDIS_PREFIX: `uji-${run}-b:` }, { redisPrefix: undefined });
    apps.push(deploymentB);
    const email = `sama-${run}@kejaksaan.go.id`;
    await createUser(deploymentA.app, { email });
    await createUser(deploymentB.app, { email });
    const wrong = async (instance: TestApp) => {
      const response = await login(instance.app, { email, password: 'bukan-sandinya' });
      expect(response.statusCode).toBe(401);
      return response.json<{ tries_left: number }>().tries_left;
    };

    // Three failures in A, two of them through its second instance: counted together there …
    expect([await wrong(deploymentA), await wrong(instanceA2), await wrong(instanceA2)]).toEqual([4, 3, 2]);
    // … and not in B, whose first failure for the same email is its first.
    expect(await wrong(deploymentB)).toBe(4);
  });
});
