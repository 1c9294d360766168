import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalBlobStore } from './local';

let dir: string | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  if (dir) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  dir = undefined;
});

const partsIn = (root: string) =>
  fs.existsSync(path.join(root, 'tmp'))
    ? fs.readdirSync(path.join(root, 'tmp')).filter((name) => name.endsWith('.part'))
    : [];

describe('the local store', () => {
  it('leaves no temporary file behind when the upload fails before its file has finished opening', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-local-store-'));
    const store = createLocalBlobStore(dir);
    // A slow disk (or a loaded machine, as CI saw): the temporary file opens 30 ms after it was asked for.
    const open = fs.open.bind(fs) as (...args: unknown[]) => void;
    vi.spyOn(fs, 'open').mockImplementation(((...args: unknown[]) => {
      setTimeout(() => open(...args), 30);
    }) as typeof fs.open);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // Fails at its first read: the pipeline rejects while the write stream may still be opening its file.
      const failing = new Readable({
        read() {
          this.destroy(new Error('client went away'));
        },
      });
      await expect(store.put(failing, { contentType: 'text/plain', limit: 1024 })).rejects.toThrow('client went away');
    }
    // Whatever was still opening has had time to land.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(partsIn(dir)).toEqual([]);
  });

  it('keeps what it stored and nothing else', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-local-store-'));
    const store = createLocalBlobStore(dir);
    const stored = await store.put(Readable.from([Buffer.from('isi berkas')]), {
      contentType: 'text/plain',
      limit: 1024,
    });
    expect(stored.size).toBe(10);
    expect(partsIn(dir)).toEqual([]);
  });
});
