import type { Case, CaseStatusFilter } from '@pidsus/shared';
import { useCallback, useEffect, useState } from 'react';
import { markCase } from '../highlight';

/** How many pages a list loads, at most, looking for a case just saved (30 cases each). */
export const REVEAL_MAX_PAGES = 20;

/** What the list shows and can do, as the reveal needs it. */
export interface RevealableList {
  items: Case[];
  /** The search and status the shown items were fetched for. */
  query: string;
  status: CaseStatusFilter | undefined;
  pages: number;
  /** Fetching, or showing the previous filter's items while the new ones load. */
  settling: boolean;
  /** The list or its next page could not be fetched: the search stops. */
  failed: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A case saved but not shown: filtered out by the search or status ('hidden'), or too far down ('far'). */
export interface UnshownCase {
  id: number;
  title: string;
  reason: 'hidden' | 'far';
}

interface Target {
  id: number;
  title: string;
  query: string;
  status: CaseStatusFilter | undefined;
  /** Say nothing when it is not found (a return from the detail, rather than a save). */
  quiet: boolean;
}

/**
 * After 'Simpan' (decisions §7.5): the case is found in the list as it is filtered and ordered — loading further
 * pages when it falls below those loaded, as scrolling would — then scrolled into view and highlighted. When the
 * list's search or status filter hides it, or it lies beyond REVEAL_MAX_PAGES, `unshown` says so, and `showAll`
 * (after the caller clears the filters) looks for it again.
 */
export function useRevealCase(list: RevealableList, initial?: number) {
  // `initial`: the case the detail was left from after an edit, looked for in the list as it opens.
  const [target, setTarget] = useState<Target | null>(() =>
    initial === undefined ? null : { id: initial, title: '', query: list.query, status: list.status, quiet: true },
  );
  const { items, query, status, pages, settling, failed, hasNextPage, fetchNextPage } = list;

  // Found once it is among the items of the list it was saved into; a refetch meanwhile keeps it found.
  const matching = target !== null && query === target.query && status === target.status;
  const highlighted = matching && items.some((item) => item.id === target.id) ? target.id : null;
  const searched = matching && highlighted === null && !settling && !failed;
  const more = searched && hasNextPage && pages < REVEAL_MAX_PAGES;
  const filtered = query !== '' || status !== undefined;
  const unshown: UnshownCase | null =
    searched && !more && !target.quiet && (hasNextPage || filtered)
      ? { id: target.id, title: target.title, reason: hasNextPage ? 'far' : 'hidden' }
      : null;

  useEffect(() => {
    if (more) {
      void fetchNextPage();
    }
  }, [more, fetchNextPage]);

  // Into view and marked for a moment; then the search is over.
  useEffect(() => {
    if (highlighted === null) {
      return undefined;
    }
    return markCase(highlighted, () => setTarget(null));
  }, [highlighted]);

  /** Looks for `item` in the list as it is filtered now. */
  const reveal = useCallback(
    (item: Pick<Case, 'id' | 'title'>) => setTarget({ id: item.id, title: item.title, query, status, quiet: false }),
    [query, status],
  );
  /** Looks for the unshown case again once the list has no search nor status filter (the caller clears them). */
  const showAll = () => {
    if (unshown) {
      setTarget({ id: unshown.id, title: unshown.title, query: '', status: undefined, quiet: false });
    }
  };

  return { highlighted, reveal, unshown, showAll, dismiss: () => setTarget(null) };
}
