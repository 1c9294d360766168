import { describe, expect, it } from 'vitest';
import { deadlineInputSchema, deadlineTemplateInputSchema, deadlineUpdateSchema } from './deadlines';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('deadline schemas (decisions §7.2)', () => {
  it('need a title and a real due date; the note defaults to empty text', () => {
    expect(deadlineInputSchema.parse({ title: ' SPDP ', due_date: '2026-03-10' })).toEqual({
      title: 'SPDP',
      due_date: '2026-03-10',
      note: '',
    });
    expect(messageOf(deadlineInputSchema.safeParse({ title: '', due_date: '2026-03-10' }))).toBe('Judul harus diisi');
    expect(messageOf(deadlineInputSchema.safeParse({ title: 'X', due_date: '10/03/2026' }))).toBe(
      'Tanggal tidak valid',
    );
    expect(messageOf(deadlineInputSchema.safeParse({ title: 'X', due_date: '2026-02-30' }))).toBe(
      'Tanggal tidak valid',
    );
  });

  it('an edit sends at least one field, and done as a boolean', () => {
    expect(deadlineUpdateSchema.parse({ done: true })).toEqual({ done: true });
    expect(deadlineUpdateSchema.safeParse({}).success).toBe(false);
    expect(messageOf(deadlineUpdateSchema.safeParse({ done: 'ya' }))).toBe('Status selesai harus ya atau tidak');
  });

  it('a template counts 1 to 3650 whole days', () => {
    // Counted after an event unless it says it is a period (decisions §8.0).
    expect(deadlineTemplateInputSchema.parse({ title: 'Banding', days: 14 })).toEqual({
      title: 'Banding',
      days: 14,
      counting: 'setelah',
    });
    expect(deadlineTemplateInputSchema.parse({ title: 'Penahanan', days: 20, counting: 'masa' })).toMatchObject({
      counting: 'masa',
    });
    for (const days of [0, 3651, 2.5, '7']) {
      expect(messageOf(deadlineTemplateInputSchema.safeParse({ title: 'X', days }))).toBe(
        'Jumlah hari harus bilangan bulat 1 sampai 3650',
      );
    }
  });
});
