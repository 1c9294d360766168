import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Repository from '../src/modules/case-documents/repository';
import { createTestApp, createUser, type TestApp } from './helpers';
import { multipart } from './files-support';

/**
 * Holds each inserted document row until `expected` of them are in, or `patience` ms have passed: uploads that
 * are not kept apart then all count their bytes against the quota before any of them has committed.
 */
const barrier = vi.hoisted(() => ({ expected: 0, arrived: 0, patience: 600, open: () => undefined as void }));

vi.mock('../src/modules/case-documents/repository', async (importOriginal) => {
  const real = await importOriginal<typeof Repository>();
  return {
    ...real,
    createCaseDocumentsRepository: (...args: Parameters<typeof real.createCaseDocumentsRepository>) => {
      const repository = real.createCaseDocumentsRepository(...args);
      return {
        ...repository,
        insert: async (...inserted: Parameters<typeof repository.insert>) => {
          const row = await repository.insert(...inserted);
          if (barrier.expected > 0) {
            barrier.arrived += 1;
            if (barrier.arrived >= barrier.expected) {
              barrier.open();
            } else {
              await new Promise<void>((resolve) => {
                const previous = barrier.open;
                const timer = setTimeout(resolve, barrier.patience);
                barrier.open = () => {
                  clearTimeout(timer);
                  previous();
                  resolve();
                };
              });
            }
          }
          return row;
        },
      };
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ USER_QUOTA_MB: '1', MAX_UPLOAD_MB: '1' });
});
afterAll(async () => {
  await t?.close();
});

/**
 * The uploader's quota (decisions §9) holds for uploads into several cases at once (PostgreSQL: several writers at
 * once; SQLite runs one): each case's lock keeps its own documents apart, not one user's bytes across cases.
 */
describe('uploads into several cases at once past the quota (decisions §9)', () => {
  it('keeps what fits and refuses the rest with 413', async () => {
    const ani = await createUser(t.app, { username: 'Ani Kuota' });
    const caseIds: number[] = [];
    for (const title of ['Perkara kuota satu', 'Perkara kuota dua', 'Perkara kuota tiga']) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: ani.auth,
        payload: { title, date: '2026-03-10', type: 'penyidikan', team_ids: [ani.user.id] },
      });
      expect(created.statusCode, created.body).toBe(201);
      caseIds.push(created.json<{ id: number }>().id);
    }
    const content = Buffer.alloc(400 * 1024, 'a');
    barrier.expected = caseIds.length;
    const answers = await Promise.all(
      caseIds.map((caseId, i) => {
        const body = multipart([{ name: 'file', filename: `bukti-${i + 1}.pdf`, content }]);
        return t.app.inject({
          method: 'POST',
          url: `/api/cases/${caseId}/documents`,
          headers: { ...ani.auth, ...body.headers },
          payload: body.payload,
        });
      }),
    );
    barrier.expected = 0;

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, 201, 413]);
    expect(answers.find((answer) => answer.statusCode === 413)?.json<{ message: string }>().message).toMatch(/kuota/i);
    const stored = await t.app.services.db
      .selectFrom('case_documents')
      .select((eb) => eb.fn.sum<number | string>('size').as('bytes'))
      .where('uploaded_by', '=', ani.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.bytes)).toBeLessThanOrEqual(1024 * 1024);
  });
});
