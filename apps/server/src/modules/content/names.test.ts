import { describe, expect, it } from 'vitest';
import { numberedName, numberedNamePrefix, plainFileName, splitExtension } from './names';

describe('upload names', () => {
  it('keeps only the last part of a path, without control characters', () => {
    expect(plainFileName('../../etc/passwd')).toBe('passwd');
    expect(plainFileName('C:\\Users\\budi\\Surat Tugas.docx')).toBe('Surat Tugas.docx');
    expect(plainFileName('nul\u0000byte.pdf')).toBe('nulbyte.pdf');
    expect(plainFileName('  spasi.txt  ')).toBe('spasi.txt');
  });

  it('falls back to a safe name when nothing usable is left', () => {
    for (const hostile of ['', '..', '.', '/', 'a/..', '\u0001\u0002']) {
      expect(plainFileName(hostile), JSON.stringify(hostile)).toBe('berkas');
    }
  });

  it('cuts names to 255 characters and keeps the extension', () => {
    const long = `${'a'.repeat(300)}.pdf`;
    const cut = plainFileName(long);
    expect(Array.from(cut)).toHaveLength(255);
    expect(cut.endsWith('.pdf')).toBe(true);
  });

  it('numbers duplicates before the extension, within the length limit', () => {
    expect(numberedName('surat.docx', 1)).toBe('surat (1).docx');
    expect(numberedName('.env', 2)).toBe('.env (2)');
    expect(numberedName('arsip.tar.gz', 3)).toBe('arsip.tar (3).gz');
    expect(Array.from(numberedName(`${'b'.repeat(251)}.pdf`, 12))).toHaveLength(255);
    expect(splitExtension('README')).toEqual({ stem: 'README', extension: '' });
  });

  it('finds the prefix that every numbered name keeps, also of a name shortened to fit', () => {
    expect(numberedNamePrefix('surat.docx')).toBe('surat');
    const long = `${'c'.repeat(251)}.pdf`;
    const prefix = numberedNamePrefix(long);
    for (const n of [1, 9, 10, 99, 1000, 999_999]) {
      expect(numberedName(long, n).startsWith(prefix), String(n)).toBe(true);
    }
    expect(long.startsWith(prefix)).toBe(true);
  });
});
