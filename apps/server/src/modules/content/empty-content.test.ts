import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { isEmptyContent } from './empty-content';

describe('isEmptyContent', () => {
  it('is true for a stream that ends without a byte', async () => {
    expect(await isEmptyContent(Readable.from([]))).toBe(true);
    const late = new PassThrough();
    setImmediate(() => late.end());
    expect(await isEmptyContent(late)).toBe(true);
  });

  it('is false once a byte arrives, and the stream still reads whole from its start', async () => {
    const source = new PassThrough();
    setImmediate(() => source.write('Berita '));
    expect(await isEmptyContent(source)).toBe(false);
    source.end('acara');
    expect(await text(source)).toBe('Berita acara');
  });

  it('rejects with the error of a stream that fails first, or is destroyed before its end', async () => {
    const failing = new PassThrough();
    setImmediate(() => failing.destroy(new Error('terputus')));
    await expect(isEmptyContent(failing)).rejects.toThrow('terputus');
    const destroyed = new PassThrough();
    setImmediate(() => destroyed.destroy());
    await expect(isEmptyContent(destroyed)).rejects.toThrow();
  });
});
