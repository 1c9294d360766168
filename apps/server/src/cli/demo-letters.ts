import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { BlobStore } from '../storage/blob-store';

/** The example letter templates shipped with the app (written by scripts/make-letter-templates.mjs). */
const SHIPPED = ['P-16', 'P-21'];
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Loads the shipped example templates as the letter templates of P-16 and P-21 (decisions §8.6), for a form that
 * exists and has none yet (an administrator's own template stays). Answers the forms given one.
 */
export async function seedDemoLetterTemplates(deps: {
  db: Db;
  store: Pick<BlobStore, 'put' | 'delete'>;
  clock: Clock;
}): Promise<string[]> {
  const { db, store, clock } = deps;
  const loaded: string[] = [];
  for (const code of SHIPPED) {
    const form = await db.selectFrom('forms').select('code').where('code', '=', code).executeTakeFirst();
    const existing = await db
      .selectFrom('form_templates')
      .select('form_code')
      .where('form_code', '=', code)
      .executeTakeFirst();
    if (!form || existing) {
      continue;
    }
    const bytes = await readFile(new URL(`../data/letter-templates/${code}.docx`, import.meta.url));
    const stored = await store.put(Readable.from([bytes]), { contentType: DOCX });
    try {
      await db
        .insertInto('form_templates')
        .values({
          form_code: code,
          storage_key: stored.key,
          sha256: stored.sha256,
          name: `${code}.docx`,
          size: stored.size,
          uploaded_by: null,
          uploaded_at: clock().toISOString(),
        })
        .execute();
    } catch (error) {
      await store.delete(stored.key);
      throw error;
    }
    loaded.push(code);
  }
  return loaded;
}
