import { describe, expect, it } from 'vitest';
import { formTitle } from './form-title';

describe('formTitle', () => {
  it('names a form by its code and its name', () => {
    expect(formTitle({ code: 'P-8', name: 'Surat Perintah Penyidikan' })).toBe('P-8 Surat Perintah Penyidikan');
    expect(formTitle({ code: 'Tahap II', name: 'Penyerahan Tersangka dan Barang Bukti' })).toBe(
      'Tahap II Penyerahan Tersangka dan Barang Bukti',
    );
  });

  it('does not say the code twice when the name begins with it', () => {
    expect(formTitle({ code: 'Putusan', name: 'Putusan Pengadilan' })).toBe('Putusan Pengadilan');
    expect(formTitle({ code: 'BA-15', name: 'BA-15' })).toBe('BA-15');
    // A code that is only the start of the name's first word is not in it.
    expect(formTitle({ code: 'P-1', name: 'P-16 salinan' })).toBe('P-1 P-16 salinan');
  });
});
