import { describe, expect, it } from 'vitest';
import { formValuesOf, toEvidenceInput } from './evidence-form';

describe('the evidence dialog as typed', () => {
  it('takes a decimal comma and thousands dots, and sends no date as null', () => {
    const values = { ...formValuesOf(), description: 'Emas batangan', quantity: '2,5', unit: 'kg' };
    expect(toEvidenceInput(values)).toEqual({
      input: expect.objectContaining({ quantity: 2.5, seizure_date: null, status_date: null, status: 'disita' }),
    });
    expect(toEvidenceInput({ ...values, quantity: '1.000' })).toMatchObject({ input: { quantity: 1000 } });
  });

  it('answers the shared messages under the fields', () => {
    expect(toEvidenceInput({ ...formValuesOf(), quantity: 'dua' })).toEqual({
      errors: {
        description: 'Uraian barang bukti harus diisi',
        quantity: 'Jumlah harus angka lebih dari 0 (paling banyak 3 angka di belakang koma)',
      },
    });
  });

  it('asks for the status day once the item is no longer seized (the register needs it)', () => {
    const values = { ...formValuesOf(), description: 'Emas batangan', quantity: '1', status: 'dikembalikan' as const };
    expect(toEvidenceInput(values)).toEqual({
      errors: { status_date: 'Tanggal status harus diisi bila barang bukti tidak lagi disita' },
    });
    expect(toEvidenceInput({ ...values, status_date: '2026-03-02' })).toMatchObject({
      input: { status: 'dikembalikan', status_date: '2026-03-02' },
    });
  });

  it('shows an item with a decimal comma', () => {
    expect(
      formValuesOf({
        id: 1,
        description: 'Emas',
        quantity: 2.5,
        unit: 'kg',
        storage_place: '',
        seizure_number: '',
        seizure_date: null,
        status: 'disita',
        status_date: null,
        note: '',
      }).quantity,
    ).toBe('2,5');
  });
});
