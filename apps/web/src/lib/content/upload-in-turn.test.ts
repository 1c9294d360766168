import { describe, expect, it } from 'vitest';
import { uploadInTurn } from './upload-in-turn';

describe('uploading several files in turn (decisions §7.5)', () => {
  it('sends one item at a time, in order, each only after the previous one settled', async () => {
    const log: string[] = [];
    const outcome = await uploadInTurn(['a', 'b', 'c'], async (item, index) => {
      log.push(`start ${item}${index}`);
      await Promise.resolve();
      log.push(`end ${item}`);
      return item.toUpperCase();
    });
    expect(log).toEqual(['start a0', 'end a', 'start b1', 'end b', 'start c2', 'end c']);
    expect(outcome).toEqual({
      uploaded: [
        { item: 'a', result: 'A' },
        { item: 'b', result: 'B' },
        { item: 'c', result: 'C' },
      ],
      failed: [],
    });
  });

  it('goes on after a refused item, which the outcome lists with its reason, and tells of each as it settles', async () => {
    const refusal = new Error('File kosong tidak dapat diunggah');
    const heard: string[] = [];
    const outcome = await uploadInTurn(
      ['a', 'kosong', 'c'],
      (item) => (item === 'kosong' ? Promise.reject(refusal) : Promise.resolve(item.length)),
      {
        uploaded: (item, result) => heard.push(`${item}:${result}`),
        failed: (item, error) => heard.push(`${item}!${(error as Error).message}`),
      },
    );
    expect(heard).toEqual(['a:1', 'kosong!File kosong tidak dapat diunggah', 'c:1']);
    expect(outcome.uploaded.map((entry) => entry.item)).toEqual(['a', 'c']);
    expect(outcome.failed).toEqual([{ item: 'kosong', error: refusal }]);
  });
});
