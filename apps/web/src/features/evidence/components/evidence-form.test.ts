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
