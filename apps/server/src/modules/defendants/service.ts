import {
  CASE_DEFENDANTS_MAX,
  validationMessages,
  type CaseChange,
  type CaseEventAction,
  type Category,
  type Defendant,
  type DefendantFields,
  type DefendantRef,
  type DefendantUpdate,
} from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { Database, DefendantRow } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import type { CaseDetailsReader, CaseJournal } from '../cases';
import { mayWriteRecord } from './policy';
import { presentDefendant } from './presenter';
import type { DefendantsRepository, DefendantValues } from './repository';

type Trx = Transaction<Database>;
type Executor = Parameters<CaseDetailsReader>[1];

/**
 * What the modules that name a defendant tell this one (the detentions module fills them in as it registers): whether
 * a defendant is still named (its delete is then a 409), and what follows a change of its name, in the same
 * transaction.
 */
export interface DefendantHooks {
  inUse: ((trx: Trx, defendantId: number) => Promise<boolean>)[];
  renamed: ((
    trx: Trx,
    change: { caseId: number; defendantId: number; name: string },
    actor: Actor,
    at: string,
  ) => Promise<void>)[];
}

/** The history row of a defendant's change names the person, from and to (decisions §8.1). */
const changesOf = (before: DefendantRow | undefined, after: DefendantRow | undefined): CaseChange[] => [
  { field: 'defendant', from: before?.name ?? null, to: after?.name ?? null },
];

/**
 * Defendant rules (decisions §8.1): every logged-in user reads a case's defendants, staff write them; each write is a
 * history row of the case and a `case.changed` after the commit (the journal). A birth date may not be after the
 * office's today; a defendant a detention period names cannot be deleted (409). A case in the trash is a 404.
 */
export function createDefendantsService(deps: {
  defendants: DefendantsRepository;
  journal: CaseJournal;
  clock: Clock;
  officeTimeZone: string;
  hooks: DefendantHooks;
}) {
  const { defendants, journal, clock, officeTimeZone, hooks } = deps;

  const checkBirthDate = (birthDate: string | null | undefined) => {
    if (birthDate && birthDate > todayIn(officeTimeZone, clock())) {
      throw badRequest(validationMessages.birthDateFuture, { birth_date: validationMessages.birthDateFuture });
    }
  };

  /** A defendant's change with its history row, in one transaction; then the announcement. */
  const write = async (
    caseId: number,
    actor: Actor,
    work: (
      trx: Trx,
      now: string,
    ) => Promise<{ action: CaseEventAction; before?: DefendantRow; after?: DefendantRow } | undefined>,
  ): Promise<{ row: DefendantRow | undefined; stage: Category }> => {
    mayWriteRecord(actor);
    const done = await defendants.transaction(async (trx) => {
      const row = await journal.lockCase(trx, caseId);
      const now = clock().toISOString();
      const result = await work(trx, now);
      if (!result) {
        return { row: undefined, stage: row.type, announce: undefined };
      }
      const named = result.after ?? result.before;
      const { announce } = await journal.recordCaseChange(trx, {
        caseId,
        action: result.action,
        changes: changesOf(result.before, result.after),
        actor,
        at: now,
        row,
        about: { defendant: { name: named?.name ?? '' } },
      });
      return { row: result.after ?? result.before, stage: row.type, announce };
    });
    done.announce?.();
    return { row: done.row, stage: done.stage };
  };

  const findOrThrow = async (caseId: number, id: number, trx: Trx) => {
    const row = await defendants.findById(caseId, id, trx);
    if (!row) {
      throw notFound(messages.defendants.notFound);
    }
    return row;
  };

  /** The defendants of these cases by name, in the order added: case id → `[{ id, name }]`, `[]` for none. */
  const namesOfCases = async (
    caseIds: readonly number[],
    executor?: Executor,
  ): Promise<Map<number, DefendantRef[]>> => {
    const found = new Map<number, DefendantRef[]>(caseIds.map((caseId) => [caseId, []]));
    if (caseIds.length > 0) {
      for (const row of await defendants.namesOfCases(caseIds, executor)) {
        found.get(row.case_id)?.push({ id: row.id, name: row.name });
      }
    }
    return found;
  };

  /** What a presented case shows of its defendants (the case JSON's `defendants`). */
  const detailsOfCases: CaseDetailsReader = async (caseIds, executor) =>
    new Map([...(await namesOfCases(caseIds, executor))].map(([caseId, names]) => [caseId, { defendants: names }]));

  return {
    /** A case's defendants in the order added, each called as the case's stage calls them. */
    list: async (caseId: number): Promise<Defendant[]> => {
      const stage = await defendants.stageOfLiveCase(caseId);
      if (!stage) {
        throw notFound(messages.cases.notFound);
      }
      return (await defendants.listByCase(caseId)).map((row) => presentDefendant(row, stage));
    },

    add: async (caseId: number, input: DefendantFields, actor: Actor): Promise<Defendant> => {
      checkBirthDate(input.birth_date);
      const { row, stage } = await write(caseId, actor, async (trx, now) => {
        if ((await defendants.countByCase(caseId, trx)) >= CASE_DEFENDANTS_MAX) {
          throw conflict(messages.defendants.tooMany(CASE_DEFENDANTS_MAX));
        }
        const after = await defendants.insert(
          { ...input, case_id: caseId, created_by: actor.id, created_at: now },
          trx,
        );
        return { action: 'defendant_added', after };
      });
      return presentDefendant(row as DefendantRow, stage);
    },

    /** Changes the fields sent; nothing new is no write (and no history row). */
    update: async (caseId: number, id: number, input: DefendantUpdate, actor: Actor): Promise<Defendant> => {
      checkBirthDate(input.birth_date);
      let unchanged: DefendantRow | undefined;
      const { row, stage } = await write(caseId, actor, async (trx, now) => {
        const before = await findOrThrow(caseId, id, trx);
        const edits = Object.fromEntries(
          Object.entries(input).filter(
            ([key, value]) => value !== undefined && value !== before[key as keyof DefendantValues],
          ),
        ) as Partial<DefendantValues>;
        if (Object.keys(edits).length === 0) {
          unchanged = before;
          return undefined;
        }
        const after = await defendants.update(id, { ...edits, updated_at: now }, trx);
        if (after.name !== before.name) {
          for (const renamed of hooks.renamed) {
            await renamed(trx, { caseId, defendantId: id, name: after.name }, actor, now);
          }
        }
        return { action: 'defendant_updated', before, after };
      });
      return presentDefendant((row ?? unchanged) as DefendantRow, stage);
    },

    /** 409 while a detention period names the defendant (decisions §8.1). */
    remove: async (caseId: number, id: number, actor: Actor): Promise<void> => {
      await write(caseId, actor, async (trx) => {
        const before = await findOrThrow(caseId, id, trx);
        for (const inUse of hooks.inUse) {
          if (await inUse(trx, id)) {
            throw conflict(messages.defendants.detained);
          }
        }
        await defendants.delete(id, trx);
        return { action: 'defendant_deleted', before };
      });
    },

    /** The defendant `id` of the case, read in the caller's transaction (the detentions module's check). */
    findInCase: (trx: Trx, caseId: number, id: number) => defendants.findById(caseId, id, trx),

    namesOfCases,
    detailsOfCases,
  };
}

export type DefendantsService = ReturnType<typeof createDefendantsService>;
