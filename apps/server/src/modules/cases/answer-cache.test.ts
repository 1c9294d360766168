import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerBytes, type CachedAnswer } from './answer-cache';

/** A reply that keeps what it was given. */
function fakeReply() {
  const sent: { headers: Record<string, string>; body?: Buffer } = { headers: {} };
  const reply = {
    type(value: string) {
      sent.headers['content-type'] = value;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

/** What the route does: returns the bytes, with the headers set on its reply. */
function send(request: FastifyRequest, fake: ReturnType<typeof fakeReply>, answer: CachedAnswer): void {
  fake.sent.body = answerBytes<Buffer>(request, fake.reply, answer);
}

const request = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as FastifyRequest;

const json = Buffer.from(JSON.stringify(Array.from({ length: 40 }, (_, id) => ({ id, title: `Perkara ${id}` }))));

describe('answerBytes: a cached answer in the encoding the browser accepts, compressed once', () => {
  it('makes the brotli copy on the first request and sends that same copy to the next', () => {
    const answer: CachedAnswer = { body: json };
    const first = fakeReply();
    send(request('gzip, deflate, br'), first, answer);
    expect(first.sent.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(zlib.brotliDecompressSync(first.sent.body!).equals(json)).toBe(true);
    expect(answer.br).toBe(first.sent.body);

    const second = fakeReply();
    send(request('br'), second, answer);
    expect(second.sent.body).toBe(answer.br);
    expect(answer.gzip).toBeUndefined();
  });

  it('keeps a gzip copy beside it for a browser that accepts only gzip', () => {
    const answer: CachedAnswer = { body: json };
    const fake = fakeReply();
    const { sent } = fake;
    send(request('gzip'), fake, answer);
    expect(sent.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(sent.body!).equals(json)).toBe(true);
    expect(answer.gzip).toBe(sent.body);
  });

  it('sends the JSON as kept without an accepted encoding, or when it is under 1 KB', () => {
    for (const [accepted, body] of [
      [undefined, json],
      ['identity', json],
      ['compress', json],
      ['br', Buffer.from('{"id":1}')],
    ] as const) {
      const answer: CachedAnswer = { body };
      const fake = fakeReply();
      const { sent } = fake;
      send(request(accepted), fake, answer);
      expect(sent.body).toBe(body);
      expect(sent.headers['content-encoding']).toBeUndefined();
      expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.br).toBeUndefined();
    }
  });
});
