import { describe, expect, it } from 'vitest';
import { caseDocumentFromFileSchema, caseDocumentParamsSchema } from './case-documents';
import { caseChangeSchema } from './case';

describe('case documents (decisions §7.2)', () => {
  it('copies a file named by a positive id, and says what to choose otherwise', () => {
    expect(caseDocumentFromFileSchema.parse({ file_id: 9 })).toEqual({ file_id: 9 });
    for (const file_id of [undefined, 'abc', 0, -1, 1.5]) {
      const result = caseDocumentFromFileSchema.safeParse({ file_id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Pilih file dari Berkas Saya');
    }
  });

  it('reads a document path of two ids, refusing anything else with the ids\u2019 message', () => {
    expect(caseDocumentParamsSchema.parse({ id: '3', docId: '7' })).toEqual({ id: 3, docId: 7 });
    expect(caseDocumentParamsSchema.safeParse({ id: '3', docId: 'x' }).error?.issues[0]?.message).toBe(
      'ID tidak valid',
    );
  });

  it('lets a history row name a document', () => {
    expect(caseChangeSchema.parse({ field: 'document', from: null, to: 'BAP.pdf' })).toMatchObject({ to: 'BAP.pdf' });
  });
});
