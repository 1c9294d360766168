import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { multipart } from './files-support';

const lines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  // At debug every request is logged (at info only the failed and slow ones, test/request-log.test.ts).
  testApp = await createTestApp(
    { LOG_LEVEL: 'debug' },
    { logger: true, logStream: { write: (line: string) => void lines.push(line) } },
  );
});

afterAll(async () => {
  await testApp?.close();
});

/** A real 1×1 PNG. */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(auth: { authorization: string }, url: string, field: string, filename: string) {
  const body = multipart([{ name: field, filename, type: 'image/png', content: pngBytes }]);
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBeLessThan(300);
  return response;
}

const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url === undefined ? [] : [entry.req.url]));

describe('decisions §6: the request log never holds a link’s signature', () => {
  it('logs file and avatar links with the signature redacted, and the rest of the path as it was', async () => {
    const me = await createUser(testApp.app);
    const fileUrl = (await upload(me.auth, '/api/files/upload', 'file', 'foto.png')).json<{ file: { url: string } }>()
      .file.url;
    const avatarUrl = (await upload(me.auth, '/api/profile/avatar', 'avatar', 'foto.png')).json<{
      avatar_url: string;
    }>().avatar_url;
    const signature = /signature=([\w-]+)/.exec(fileUrl)?.[1] ?? '';
    const sig = /sig=([\w-]+)/.exec(avatarUrl)?.[1] ?? '';
    expect(signature).toHaveLength(43);
    expect(sig).toHaveLength(43);

    lines.length = 0;
    expect((await testApp.app.inject({ method: 'GET', url: `${fileUrl}&download=1` })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);
    // A forged one is refused, and its guess is not logged either.
    expect(
      (await testApp.app.inject({ method: 'GET', url: fileUrl.replace(signature, 'A'.repeat(43)) })).statusCode,
    ).toBeGreaterThanOrEqual(400);

    const all = lines.join('\n');
    expect(all).not.toContain(signature);
    expect(all).not.toContain(sig);
    expect(all).not.toContain('A'.repeat(43));
    const fileId = /files\/(\d+)\/content/.exec(fileUrl)?.[1];
    expect(loggedUrls()).toEqual([
      expect.stringMatching(
        new RegExp(`^/api/files/files/${fileId}/content\\?expires=\\d+&signature=\\[REDACTED\\]&download=1$`),
      ),
      expect.stringMatching(/^\/api\/avatars\/[0-9a-f]{32}\?exp=\d+&sig=\[REDACTED\]$/),
      expect.stringMatching(/^\/api\/files\/files\/\d+\/content\?expires=\d+&signature=\[REDACTED\]$/),
    ]);
  });
});
