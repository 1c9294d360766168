import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { caseKeys, caseViewKeys } from './keys';

/** The queries whose key starts with `prefix`, as TanStack Query matches an invalidation. */
function matching(prefix: readonly unknown[], keys: (readonly unknown[])[]) {
  const queryClient = new QueryClient();
  for (const key of keys) {
    queryClient.setQueryData(key, 'x');
  }
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => query.queryKey);
}

describe('the cases query keys', () => {
  it('nest: the lists, details and histories all sit under the feature root', () => {
    expect(caseKeys.all).toEqual(['cases']);
    expect(caseKeys.list({ type: 'penuntutan', q: 'suap', sort: 'upcoming' })).toEqual([
      'cases',
      'list',
      'penuntutan',
      'suap',
      '',
      'upcoming',
    ]);
    expect(caseKeys.list({ mine: true, q: '', status: 'Selesai', sort: 'newest' })).toEqual([
      'cases',
      'list',
      'mine',
      '',
      'Selesai',
      'newest',
    ]);
    expect(caseKeys.detail(7)).toEqual(['cases', 'detail', 'case', 7]);
    expect(caseKeys.history(7)).toEqual(['cases', 'history', 'case', 7]);
  });

  it('let an invalidation of the lists reach every list and no detail or history', () => {
    const keys = [
      caseKeys.list({ type: 'penuntutan', q: '', sort: 'upcoming' }),
      caseKeys.list({ type: 'eksekusi', q: 'a', sort: 'upcoming' }),
      caseKeys.detail(1),
      caseKeys.history(1),
    ];
    expect(matching(caseKeys.lists, keys)).toEqual([
      caseKeys.list({ type: 'penuntutan', q: '', sort: 'upcoming' }),
      caseKeys.list({ type: 'eksekusi', q: 'a', sort: 'upcoming' }),
    ]);
    expect(matching(caseKeys.history(1), [...keys, caseKeys.history(2)])).toEqual([caseKeys.history(1)]);
    expect(matching(caseKeys.all, keys)).toHaveLength(keys.length);
  });

  it('name every view of cases, the schedule board and the deadlines included', () => {
    expect(caseViewKeys).toEqual([['cases'], ['schedule'], ['deadlines'], ['milestones']]);
  });
});
