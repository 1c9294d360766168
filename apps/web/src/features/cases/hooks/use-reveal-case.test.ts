import { act, renderHook } from '@testing-library/react';
import type { Case } from '@pidsus/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_MS } from '../highlight';
import { REVEAL_MAX_PAGES, useRevealCase, type RevealableList } from './use-reveal-case';

const item = (id: number) => ({ id, title: `Kasus ${id}` }) as Case;

function setup(list: Partial<RevealableList>, initial?: number) {
  const full: RevealableList = {
    items: [item(1), item(2)],
    query: '',
    status: undefined,
    pages: 1,
    settling: false,
    failed: false,
    hasNextPage: false,
    fetchNextPage: vi.fn().mockResolvedValue(undefined),
    ...list,
  };
  const view = renderHook((props: RevealableList) => useRevealCase(props, initial), { initialProps: full });
  return { ...view, full };
}

describe('after Simpan the list shows the case saved (decisions §7.5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('highlights a case already among the items, scrolls it into view, and lets it go after a few seconds', () => {
    const element = document.createElement('article');
    element.dataset.caseId = '2';
    element.scrollIntoView = vi.fn();
    document.body.append(element);
    const { result } = setup({});
    act(() => result.current.reveal(item(2)));
    expect(result.current.highlighted).toBe(2);
    expect(element.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS));
    expect(result.current.highlighted).toBeNull();
    element.remove();
  });

  it('loads the next pages, as scrolling would, until the case is among them', () => {
    const { result, rerender, full } = setup({ hasNextPage: true });
    act(() => result.current.reveal(item(40)));
    expect(full.fetchNextPage).toHaveBeenCalledTimes(1);
    rerender({ ...full, items: [...full.items, item(40)], pages: 2 });
    expect(result.current.highlighted).toBe(40);
    expect(result.current.unshown).toBeNull();
  });

  it('says the search or status filter hides it, and looks again once they are cleared', () => {
    const { result, rerender, full } = setup({ query: 'tambang' });
    act(() => result.current.reveal(item(9)));
    expect(result.current.unshown).toEqual({ id: 9, title: 'Kasus 9', reason: 'hidden' });
    act(() => result.current.showAll());
    rerender({ ...full, query: '', settling: true });
    expect(result.current.unshown).toBeNull();
    rerender({ ...full, query: '', items: [item(9)] });
    expect(result.current.highlighted).toBe(9);
  });

  it(`stops after ${REVEAL_MAX_PAGES} pages and offers to open the case instead`, () => {
    const { result } = setup({ hasNextPage: true, pages: REVEAL_MAX_PAGES });
    act(() => result.current.reveal(item(999)));
    expect(result.current.unshown?.reason).toBe('far');
  });

  it('waits while the list is fetching, and says nothing of a case it was only asked to show on return', () => {
    const { result, rerender, full } = setup({ settling: true, query: 'x' }, 5);
    expect(full.fetchNextPage).not.toHaveBeenCalled();
    rerender({ ...full, settling: false });
    expect(result.current.unshown).toBeNull();
    expect(result.current.highlighted).toBeNull();
  });
});
