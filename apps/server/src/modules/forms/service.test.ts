import { describe, expect, it } from 'vitest';
import type { FormsRepository } from './repository';
import { createFormsService } from './service';

describe('deleting a form (decisions §8.3)', () => {
  it('answers 409 when a milestone in the form came in between the count and the delete', async () => {
    let milestones = 0;
    const row = { id: 9, code: 'P-99' };
    const forms = {
      findByCode: async () => row,
      countMilestones: async () => milestones,
      delete: async () => {
        // Another request adds a milestone in this form just before the row goes: the foreign key refuses.
        milestones = 1;
        throw Object.assign(new Error('FOREIGN KEY constraint failed'), { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
      },
    } as unknown as FormsRepository;
    const service = createFormsService({ forms, clock: () => new Date('2026-12-06T00:00:00Z') });
    await expect(service.remove('P-99')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Formulir ini dipakai oleh 1 tahapan kasus dan tidak dapat dihapus',
    });
  });
});
