import type { Category, CaseChange, FormNumbering } from '@pidsus/shared';
import { addCalendarDays } from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { formatMilestoneNumber } from '../modules/milestones/numbering';
import { formTitle } from '../modules/milestones/form-title';

/** The forms a case has gone through by its stage, in order (decisions §8.3). */
const CHAINS: Record<Category, string[]> = {
  penyelidikan: ['P-2'],
  penyidikan: ['P-2', 'P-5', 'P-8', 'Pidsus-18', 'P-16'],
  penuntutan: ['P-8', 'Pidsus-18', 'P-16', 'Tahap I', 'P-21', 'Tahap II', 'P-16A', 'P-29', 'P-31'],
  eksekusi: ['P-16A', 'P-29', 'P-31', 'P-41', 'P-42', 'Putusan', 'P-48'],
};

/**
 * The demo's milestones of one case: its stage's forms so far, 12 days apart and ending on `until`, each numbered
 * from the counters as the app numbers them (satker `M.1.10`, as in the demo's case numbers), each with its history
 * row.
 */
export async function seedDemoMilestones(
  trx: Transaction<Database>,
  item: { caseId: number; caseTitle: string; type: Category; until: string; author: number; authorName: string },
  createdAt: string,
): Promise<void> {
  const chain = CHAINS[item.type];
  for (const [index, code] of chain.entries()) {
    const form = await trx
      .selectFrom('forms')
      .select(['id', 'code', 'name', 'numbering', 'classification'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!form) {
      continue;
    }
    const date = addCalendarDays(item.until, -12 * (chain.length - 1 - index));
    let number: string | null = null;
    if (form.numbering !== null) {
      const counter = await trx
        .insertInto('numbering_counters')
        .values({ scope: `prefix:${form.numbering}`, year: Number(date.slice(0, 4)), last: 1 })
        .onConflict((conflict) =>
          conflict.columns(['scope', 'year']).doUpdateSet((eb) => ({ last: eb('numbering_counters.last', '+', 1) })),
        )
        .returning('last')
        .executeTakeFirstOrThrow();
      number = formatMilestoneNumber({
        numbering: form.numbering as FormNumbering,
        seq: Number(counter.last),
        satker: 'M.1.10',
        classification: form.classification,
        date,
      });
      await trx.insertInto('issued_numbers').values({ number }).execute();
    }
    await trx
      .insertInto('case_milestones')
      .values({
        case_id: item.caseId,
        form_id: form.id,
        number,
        date,
        note: '',
        document_id: null,
        created_by: item.author,
        created_by_name: item.authorName,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    const changes: CaseChange[] = [
      { field: 'milestone', from: null, to: formTitle(form) },
      ...(number ? [{ field: 'milestone_number' as const, from: null, to: number }] : []),
      { field: 'milestone_date', from: null, to: date },
    ];
    await trx
      .insertInto('case_events')
      .values({
        case_id: item.caseId,
        case_title: item.caseTitle,
        actor_id: item.author,
        actor_name: item.authorName,
        action: 'milestone_added',
        changes: JSON.stringify(changes),
        created_at: createdAt,
      })
      .execute();
  }
}
