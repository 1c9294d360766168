import { HISTORY_MAX } from '@pidsus/shared';
import { notFound } from '../../lib/errors';
import { messages } from '../../messages';
import { presentCaseEvent } from './presenter';
import type { CasesRepository } from './repository';

/** A case's history as its page shows it (the journal writes it: journal.ts). */
export function createCaseHistoryService(deps: { cases: CasesRepository }) {
  const { cases } = deps;

  return {
    /**
     * The history, also of a purged case (who deleted it stays on record); 404 when there never was one, and
     * for a case in the trash, which is not there for anyone until it is restored (decisions §7.3).
     */
    history: async (id: number) => {
      // Bounded (Hardening): the newest HISTORY_MAX rows, oldest first; `total` counts them all.
      const rows = await cases.listEvents(id, HISTORY_MAX);
      if ((rows.length === 0 && !(await cases.findById(id))) || (await cases.isTrashed(id))) {
        throw notFound(messages.cases.notFound);
      }
      const total = rows.length < HISTORY_MAX ? rows.length : await cases.countEvents(id);
      return { events: rows.map(presentCaseEvent), total };
    },
  };
}
