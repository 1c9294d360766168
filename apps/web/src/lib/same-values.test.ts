import { describe, expect, it } from 'vitest';
import { sameValues } from './same-values';

describe('sameValues', () => {
  it('compares objects key by key in any order, and arrays item by item', () => {
    expect(sameValues({ title: 'a', team_ids: [1, 2] }, { team_ids: [1, 2], title: 'a' })).toBe(true);
    expect(sameValues({ title: 'a', team_ids: [1, 2] }, { title: 'a', team_ids: [2, 1] })).toBe(false);
    expect(sameValues({ title: 'a' }, { title: 'ab' })).toBe(false);
    expect(sameValues([1], [1, 2])).toBe(false);
  });

  it('takes a missing key for undefined, but not for an empty text', () => {
    expect(sameValues({ title: 'a' }, { title: 'a', note: undefined })).toBe(true);
    expect(sameValues({ title: 'a' }, { title: 'a', note: '' })).toBe(false);
    expect(sameValues(null, {})).toBe(false);
    expect(sameValues([], {})).toBe(false);
  });
});
