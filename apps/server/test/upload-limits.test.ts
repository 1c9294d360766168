import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@pidsus/shared';
import { messages } from '../src/messages';
import { createTestApp, createUser, getProfile, type TestApp } from './helpers';
import { multipart } from './files-support';

/**
 * Every upload limit holds every time (decisions §9): a body just over a limit, sent over a real socket in the
 * chunks a browser sends, is refused with its 413 on every one of 50 tries and never stored cut short.
 * `@fastify/multipart` cuts a file at its `fileSize` limit and `toBuffer()` does not always throw: whether it does
 * depends on how the last chunks arrive (the avatar stored 11 truncated images out of 40 here before the fix).
 */
const TRIES = 50;
const MAX_UPLOAD_MB = 1;

interface Answer {
  status: number;
  body: string;
}

describe('upload limits over real HTTP, 50 tries in a row just over each', () => {
  let test: TestApp;
  let port: number;
  let me: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    test = await createTestApp({ MAX_UPLOAD_MB: String(MAX_UPLOAD_MB) });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
    me = await createUser(test.app);
  });
  afterAll(async () => {
    await test?.close();
  });

  /**
   * One request written in 64 KiB chunks, as a browser streams a body; a new connection each time. With `pauseAt`,
   * the body up to that offset is sent, then nothing for 100 ms, then the rest: the server reads a chunk that ends
   * exactly there (the cut that made `toBuffer()` return a truncated file without an error).
   */
  const send = (
    method: string,
    url: string,
    body: { payload: Buffer; headers: Record<string, string> },
    pauseAt?: number,
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: { ...me.auth, ...body.headers, 'content-length': String(body.payload.length) },
      });
      let answered = false;
      request.on('error', (error) => (answered ? undefined : reject(error)));
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      });
      let offset = 0;
      let paused = pauseAt === undefined;
      const writeMore = () => {
        while (offset < body.payload.length && !answered) {
          if (!paused && offset === pauseAt) {
            paused = true;
            setTimeout(writeMore, 100);
            return;
          }
          const end = !paused && pauseAt! > offset ? Math.min(offset + 64 * 1024, pauseAt!) : offset + 64 * 1024;
          const chunk = body.payload.subarray(offset, end);
          offset += chunk.length;
          if (!request.write(chunk)) {
            request.once('drain', writeMore);
            return;
          }
        }
        request.end();
      };
      writeMore();
    });

  /**
   * 50 tries; the body is cut at the limit's byte, one past it, or not at all, in turn (`limit` counted from the
   * first byte of the file's content).
   */
  const sendTimes = async (
    url: string,
    body: { payload: Buffer; headers: Record<string, string> },
    contentStart: number,
    limit: number,
  ) => {
    const cuts = [contentStart + limit, contentStart + limit + 1, undefined];
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      answers.push(await send('POST', url, body, cuts[attempt % cuts.length]));
    }
    return answers;
  };

  it('refuses an avatar of 5 MB + 4 KB with 413 every time and keeps none', async () => {
    // A real PNG header, padded past the limit: a cut-short copy would still be a valid-looking image.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const content = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 4096 - png.length)]);
    const body = multipart([{ name: 'avatar', filename: 'foto.png', type: 'image/png', content }]);
    const answers = await sendTimes('/api/profile/avatar', body, body.payload.indexOf(png), AVATAR_MAX_BYTES);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 413));
    for (const answer of answers) {
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: messages.profile.avatarTooLarge });
    }
    expect((await getProfile(test.app, me.token)).json<{ avatar_url: string | null }>().avatar_url).toBeNull();
  });

  it('refuses a file of MAX_UPLOAD_MB + 4 KB with 413 every time and stores none', async () => {
    const content = Buffer.alloc(MAX_UPLOAD_MB * 1024 * 1024 + 4096, 7);
    const body = multipart([{ name: 'file', filename: 'pindaian.pdf', content }]);
    const limit = test.config.files.maxUploadBytes;
    const answers = await sendTimes('/api/files/upload', body, body.payload.indexOf(content), limit);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 413));
    const listing = await test.app.inject({ method: 'GET', url: '/api/files?path=/', headers: me.auth });
    expect(listing.statusCode).toBe(200);
    expect(JSON.stringify(listing.json())).not.toContain('pindaian.pdf');
  });

  it('refuses a case document of MAX_UPLOAD_MB + 4 KB with 413 every time and keeps none', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: me.auth,
      payload: { title: 'Perkara dengan berkas besar', date: '2026-03-10', type: 'penyidikan' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json<{ id: number }>().id;
    const content = Buffer.alloc(MAX_UPLOAD_MB * 1024 * 1024 + 4096, 7);
    const body = multipart([{ name: 'file', filename: 'berkas.pdf', content }]);
    const limit = test.config.files.maxUploadBytes;
    const answers = await sendTimes(`/api/cases/${caseId}/documents`, body, body.payload.indexOf(content), limit);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 413));
    const documents = await test.app.inject({ method: 'GET', url: `/api/cases/${caseId}/documents`, headers: me.auth });
    expect(documents.json()).toEqual([]);
  });
});
