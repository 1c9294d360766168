import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { connected, socketRegistry, type ClientSocket } from './sockets';

let testApp: TestApp;
let url: string;
const sockets = socketRegistry();

beforeAll(async () => {
  testApp = await createTestApp();
  url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => sockets.closeAll());

afterAll(async () => {
  await testApp.close();
});

/** Resolves when the server sends `session:ended` and then disconnects the socket. */
function ended(socket: ClientSocket): Promise<{ sawEnded: boolean; reason: string }> {
  let sawEnded = false;
  socket.once('session:ended', () => {
    sawEnded = true;
  });
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve({ sawEnded, reason })));
}

describe('admin actions close the account’s sockets at once', () => {
  it('deleting a user disconnects their sockets, not other users’', async () => {
    const admin = await createUser(testApp.app, { role: 'admin' });
    const target = await createUser(testApp.app);
    const bystander = await createUser(testApp.app);
    const targetSocket = sockets.open(url, { token: target.token });
    const bystanderSocket = sockets.open(url, { token: bystander.token });
    await Promise.all([connected(targetSocket), connected(bystanderSocket)]);
    const end = ended(targetSocket);

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/${target.user.id}`,
      headers: admin.auth,
    });
    expect(response.json()).toEqual({ success: true, error: null });
    expect(await end).toEqual({ sawEnded: true, reason: 'io server disconnect' });
    expect(bystanderSocket.connected).toBe(true);
  });

  it('ending a user’s sessions disconnects their sockets too', async () => {
    const admin = await createUser(testApp.app, { role: 'admin' });
    const target = await createUser(testApp.app);
    const socket = sockets.open(url, { token: target.token });
    await connected(socket);
    const end = ended(socket);
    await testApp.app.inject({ method: 'DELETE', url: `/api/users/${target.user.id}/sessions`, headers: admin.auth });
    expect((await end).sawEnded).toBe(true);
  });
});
