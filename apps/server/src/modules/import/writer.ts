import { CASE_DEFENDANTS_MAX, DEFAULT_CASE_STATUS, type CaseChange } from '@pidsus/shared';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { CaseRow, CaseRowUpdate, Database, NewCaseRow } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { messages } from '../../messages';
import { diffCase, nextTimestamp, presentCase, type CaseJournal } from '../cases';
import type { ImportRepository, NewDefendant } from './repository';
import type { ImportRow } from './rows';

/** Rows written between two turns of the event loop. */
const ROWS_PER_TURN = 25;

/** What the import knows of a case while it runs: its row and its defendants (`id` absent: not written, a dry run). */
export interface KnownCase {
  row: CaseRow;
  /** Created by this batch but not yet inserted: the batch's new cases are inserted together. */
  pending?: boolean;
  defendants: { id?: number; name: string; charges: string }[];
}

/** The outcome of one row. */
export type RowOutcome = 'created' | 'updated' | 'unchanged' | { column: string; message: string };

/** The key a row matches a case by (decisions §8.7): its number, else its category, title and date. */
export const matchKey = (fields: { number?: string; type: string; title: string; date: string }): string =>
  fields.number ? `n\u0000${fields.number}` : `t\u0000${fields.type}\u0000${fields.title}\u0000${fields.date}`;

/** The key of a case remembered by its id (a case an earlier row of the file wrote). */
const idKey = (id: number) => `i\u0000${id}`;

/** Whether `row` was created before `other` (a case not yet inserted, id -1, is the newest). */
const isOlder = (row: { id: number }, other: { id: number }) => row.id > 0 && (other.id < 0 || row.id < other.id);

const rupiahOfRow = (row: CaseRow) => (row.state_loss === null ? null : Number(row.state_loss));
const amountText = (value: number | null) => (value === null ? null : String(value));

/**
 * Matches and writes one batch of valid rows (decisions §8.7): one query for the cases the batch's numbers name, one
 * for those its titles name (locked on PostgreSQL), one for their defendants; then row by row a case created, updated
 * (only what differs) or left unchanged, each write a history row through the case journal. `known` holds the cases
 * seen earlier in the batch (a dry run: in the file), so that two rows of one case match each other.
 */
export async function writeBatch(deps: {
  rows: readonly ImportRow[];
  trx: Transaction<Database> | undefined;
  repository: ImportRepository;
  journal: CaseJournal;
  clock: Clock;
  actor: Actor;
  known: Map<string, KnownCase>;
}): Promise<{ outcomes: RowOutcome[]; announce: (() => void)[] }> {
  const { rows, trx, repository, journal, clock, actor, known } = deps;
  const executor = trx ?? undefined;
  const lock = trx !== undefined;
  const numbered = rows.filter((row) => row.fields.number).map((row) => row.fields.number as string);
  const titled = rows.filter((row) => !row.fields.number).map((row) => row.fields.title);
  const [byNumber, byTitle] = await Promise.all([
    repository.byNumbers(numbered, executor, lock),
    repository.byTitles(titled, executor, lock),
  ]);
  // Each key names the oldest live case that has it (both lists come oldest first): a title key only from the cases
  // found by title, which are all the live cases of that title, and not from one the file names by its number.
  const found = new Map<string, CaseRow>();
  for (const [row, key] of [
    ...byNumber.map((row) => [row, matchKey(row)] as const),
    ...byTitle.flatMap((row) => [
      [row, matchKey({ ...row, number: '' })] as const,
      ...(row.number ? [[row, matchKey(row)] as const] : []),
    ]),
  ]) {
    if (!found.has(key)) {
      found.set(key, row);
    }
  }
  const defendants = await repository.defendantsOf(
    [...found.values()].map((row) => row.id),
    executor,
  );
  const knownOf = (key: string): KnownCase | undefined => {
    const remembered = known.get(key);
    if (remembered) {
      return remembered;
    }
    const row = found.get(key);
    // A case an earlier row of the file already wrote is matched as that row left it, by whichever key.
    return (
      row &&
      (known.get(idKey(row.id)) ?? { row, defendants: defendants.filter((defendant) => defendant.case_id === row.id) })
    );
  };
  /** Remembers a case as a row left it: under the key it was matched by, its id, its number and (when it is the oldest
   * case of the file and the database holding them) its category, title and date. */
  const remember = (entry: KnownCase, matchedKey: string) => {
    known.set(matchedKey, entry);
    if (entry.row.id > 0) {
      known.set(idKey(entry.row.id), entry);
    }
    if (entry.row.number) {
      known.set(matchKey(entry.row), entry);
    }
    const titleKey = matchKey({ ...entry.row, number: '' });
    const holder = known.get(titleKey)?.row ?? found.get(titleKey);
    if (!holder || holder.id === entry.row.id || isOlder(entry.row, holder)) {
      known.set(titleKey, entry);
    }
  };

  const outcomes: RowOutcome[] = [];
  const announce: (() => void)[] = [];
  /** The batch's new cases, inserted in one statement (and their defendants in another) before their history rows. */
  const pending: { values: NewCaseRow; defendants: NewDefendant[]; changes: CaseChange[]; known: KnownCase }[] = [];
  const insertPending = async () => {
    const creating = pending.splice(0);
    if (!trx || creating.length === 0) {
      return;
    }
    const inserted = (
      await repository.insertCases(
        creating.map((one) => one.values),
        trx,
      )
    ).sort((a, b) => a.id - b.id);
    await repository.insertDefendants(
      creating.flatMap((one, index) =>
        one.defendants.map((defendant) => ({ ...defendant, case_id: inserted[index]?.id ?? 0 })),
      ),
      trx,
    );
    for (const [index, one] of creating.entries()) {
      const row = inserted[index] as CaseRow;
      one.known.row = row;
      one.known.pending = false;
      const recorded = await journal.recordCaseChange(trx, {
        bulk: true,
        caseId: row.id,
        action: 'created',
        changes: one.changes,
        actor,
        at: row.updated_at,
        case: presentCase(row),
      });
      announce.push(recorded.announce);
    }
  };

  for (const [position, item] of rows.entries()) {
    // Other requests are answered between every few rows, even inside the batch's transaction (decisions §8.7).
    if (position % ROWS_PER_TURN === ROWS_PER_TURN - 1) {
      await nextTurn();
    }
    const key = matchKey(item.fields);
    let existing = knownOf(key);
    if (existing?.pending && trx) {
      // A second row of a case this batch creates: the case is written first, then this row updates it.
      await insertPending();
      const ofCase = await repository.defendantsOf([existing.row.id], trx);
      existing = { row: existing.row, defendants: ofCase };
      remember(existing, key);
    }
    const named = item.defendants ?? [];
    const added = named.filter((defendant) => !existing?.defendants.some((known) => known.name === defendant.name));
    if ((existing?.defendants.length ?? 0) + added.length > CASE_DEFENDANTS_MAX) {
      outcomes.push({
        column: messages.import.columns.defendants,
        message: messages.import.tooManyDefendants(CASE_DEFENDANTS_MAX),
      });
      continue;
    }
    const recharged = (existing?.defendants ?? []).flatMap((defendant) => {
      const wanted = named.find((one) => one.name === defendant.name);
      return wanted?.charges !== undefined && wanted.charges !== defendant.charges
        ? [{ ...defendant, charges: wanted.charges }]
        : [];
    });
    const defendantChanges: CaseChange[] = [
      ...added.map((defendant) => ({ field: 'defendant' as const, from: null, to: defendant.name })),
      ...recharged.map((defendant) => ({ field: 'defendant' as const, from: defendant.name, to: defendant.name })),
    ];
    const now = nextTimestamp(clock, existing?.row.updated_at);

    if (!existing) {
      const values = {
        number: '',
        description: '',
        parties: '',
        witnesses: '',
        prosecutor: '',
        location: '',
        time: null,
        ...item.fields,
        status: item.fields.status ?? DEFAULT_CASE_STATUS,
        state_loss: item.stateLoss ?? null,
      };
      const row: CaseRow = { ...values, id: -1, created_by: actor.id, created_at: now, updated_at: now };
      const defendantRows = named.map((defendant) => ({
        name: defendant.name,
        charges: defendant.charges ?? '',
        created_by: actor.id,
        created_at: now,
      }));
      const changes: CaseChange[] = [
        ...defendantChanges,
        ...(values.state_loss === null
          ? []
          : [{ field: 'state_loss' as const, from: null, to: amountText(values.state_loss) }]),
      ];
      const remembered: KnownCase = { row, defendants: defendantRows, pending: trx !== undefined };
      pending.push({
        values: { ...values, created_by: actor.id, created_at: now, updated_at: now },
        defendants: defendantRows,
        changes,
        known: remembered,
      });
      remember(remembered, key);
      outcomes.push('created');
      continue;
    }

    const edits: CaseRowUpdate = {};
    for (const [field, value] of Object.entries(item.fields) as [keyof typeof item.fields, string | null][]) {
      if (existing.row[field] !== value) {
        Object.assign(edits, { [field]: value });
      }
    }
    const stateLossChanged = item.stateLoss !== undefined && item.stateLoss !== rupiahOfRow(existing.row);
    if (stateLossChanged) {
      edits.state_loss = item.stateLoss;
    }
    if (Object.keys(edits).length === 0 && defendantChanges.length === 0) {
      outcomes.push('unchanged');
      continue;
    }
    const before = existing.row;
    const after: CaseRow = trx
      ? await repository.updateCase(before.id, { ...edits, updated_at: now }, trx)
      : { ...before, ...(edits as Partial<CaseRow>), updated_at: now };
    const newDefendants = added.map((defendant) => ({
      case_id: before.id,
      name: defendant.name,
      charges: defendant.charges ?? '',
      created_by: actor.id,
      created_at: now,
    }));
    if (trx) {
      await repository.insertDefendants(newDefendants, trx);
      for (const defendant of recharged) {
        if (defendant.id !== undefined) {
          await repository.setCharges(defendant.id, defendant.charges, now, trx);
        }
      }
      const recorded = await journal.recordCaseChange(trx, {
        bulk: true,
        caseId: before.id,
        action: 'updated',
        changes: [
          ...diffCase(presentCase(before), presentCase(after)),
          ...defendantChanges,
          ...(stateLossChanged
            ? [
                {
                  field: 'state_loss' as const,
                  from: amountText(rupiahOfRow(before)),
                  to: amountText(item.stateLoss ?? null),
                },
              ]
            : []),
        ],
        actor,
        at: now,
        row: after,
        previous: presentCase(before),
      });
      announce.push(recorded.announce);
    }
    const remembered: KnownCase = {
      row: after,
      defendants: [
        ...existing.defendants.map(
          (defendant) => recharged.find((one) => one.id === defendant.id && one.name === defendant.name) ?? defendant,
        ),
        ...newDefendants,
      ],
    };
    remember(remembered, key);
    outcomes.push('updated');
  }
  await insertPending();
  return { outcomes, announce };
}
