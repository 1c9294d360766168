import type { CaseSort, CaseStatusFilter, Category } from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { todayIn } from '../../lib/office-date';
import { createCaseEditService } from './edit-service';
import { createCaseFollowingService } from './following-service';
import { createCaseHistoryService } from './history-service';
import { createCaseJournal, type CaseJournal } from './journal';
import type { CaseDetailColumn } from './columns';
import { createCaseReader, type CaseDetailsReader } from './reader';
import type { CasesRepository } from './repository';
import { createCaseScheduleService } from './schedule-service';
import { createCaseTrashService } from './trash-service';

export type { Actor } from '../../lib/actor';
export { diffCase, teamText } from './changes';
export type { CaseEdit } from './edit-service';
export { STAFF_LIST_MAX } from './following-service';
export type { ListContentKeysOfCases } from './trash-service';
export type { CaseDetailsReader } from './reader';

/** A list as asked for: a category, a search text as typed, only the caller's, a status, days, an order, a page. */
export interface CaseFilter {
  type?: Category;
  q?: string;
  mine?: boolean;
  /** A status, or `Belum Selesai` (every case not `Selesai`). */
  status?: CaseStatusFilter;
  /** The first and last days (`YYYY-MM-DD`, both included). */
  from?: string;
  to?: string;
  sort?: CaseSort;
  /** Only these cases, kept in the list's order (an export's pages: `listIds`). */
  ids?: readonly number[];
  limit?: number;
  offset?: number;
}

/** A search looks for at most this many words; the rest of a pasted text is ignored. */
export const SEARCH_WORDS_MAX = 10;

/**
 * The words searched for in a text as typed: lower case, letters and digits only (no quotes, NEAR, '*' or
 * other operator syntax a user could type), the first `SEARCH_WORDS_MAX` of them.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_WORDS_MAX);
}

type Deps = Parameters<typeof createCaseScheduleService>[0] &
  Omit<Parameters<typeof createCaseTrashService>[0], 'journal' | 'reader'> & {
    cases: CasesRepository;
    events: DomainEvents;
    clock: Clock;
    officeTimeZone: string;
    /** The case journal every module records through (journal.ts); made here from `cases` and `events` if not given. */
    journal?: CaseJournal;
    /** What other modules add to a presented case (reader.ts), asked each time cases are presented. */
    caseDetails?: () => readonly CaseDetailsReader[];
    /** The same parts as columns of one case's statement (reader.ts); without them one case takes a query per part. */
    caseColumns?: () => readonly CaseDetailColumn[];
  };

/**
 * The cases module's service: the lists and one case here, the rest by job — writes (edit-service.ts), following
 * (following-service.ts), the board (schedule-service.ts), the trash (trash-service.ts), the history
 * (history-service.ts). Cases are shared by every logged-in user; every write leaves a history row through the
 * case journal and a domain event after the commit.
 */
export function createCasesService(deps: Omit<Deps, 'reader'>) {
  const { cases, events, clock, officeTimeZone } = deps;
  const journal = deps.journal ?? createCaseJournal({ cases, events });
  const reader = createCaseReader(cases, deps.caseDetails, deps.caseColumns);
  /** A list's query as the repository takes it: the search's words, the caller's own cases, today for `upcoming`. */
  const toQuery = ({ q, mine, ...filter }: CaseFilter, viewerId: number) => ({
    ...filter,
    words: searchWords(q ?? ''),
    phraseFirst: true,
    memberId: mine ? viewerId : undefined,
    today: todayIn(officeTimeZone, clock()),
  });

  return {
    /**
     * A page of a list as `viewerId` sees it; `mine` keeps the viewer's own cases. A search (`q`) finds the cases
     * holding every word, in any category unless `type` says; those holding the words as one phrase come first,
     * each group in the list's order (docs/api.md, Search).
     */
    list: async (filter: CaseFilter, viewerId: number) => {
      const query = toQuery(filter, viewerId);
      const parts = reader.wholeParts();
      if (parts) {
        // One statement for the page, all it shows and the total (list-queries.ts); a page past the end counts.
        const rows = await cases.listWhole(query, viewerId, parts);
        const total = rows[0] ? Number(rows[0].total_count) : (query.offset ?? 0) > 0 ? await cases.count(query) : 0;
        return { cases: rows.map((row) => reader.presentWhole(row, parts)), total };
      }
      const [rows, total] = await Promise.all([cases.list(query), cases.count(query)]);
      return { cases: await reader.present(rows, viewerId), total };
    },

    /**
     * The ids of a list in its order, at most `limit`, and how many cases it holds: an export takes its order once
     * and reads its pages by these ids (`ids`), so a case written between two pages is neither repeated nor skipped.
     */
    listIds: async (filter: CaseFilter, viewerId: number, limit: number) => {
      const query = { ...toQuery(filter, viewerId), limit, offset: 0 };
      const [ids, total] = await Promise.all([cases.listIds(query), cases.count(query)]);
      return { ids, total };
    },

    get: reader.getOrThrow,

    /** Raised by every write to a case: see `createAnswerCache`. */
    listVersion: () => cases.listVersion(),

    ...createCaseEditService({ cases, journal, reader, clock }),
    ...createCaseFollowingService({ cases, reader, clock }),
    ...createCaseScheduleService({ ...deps, reader }),
    ...createCaseHistoryService({ cases }),
    ...createCaseTrashService({ ...deps, journal, reader }),
  };
}

export type CasesService = ReturnType<typeof createCasesService>;
