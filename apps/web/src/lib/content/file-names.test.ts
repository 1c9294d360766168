import { describe, expect, it } from 'vitest';
import { fileKind, formatSize, previewKind, shortenFileName } from './file-names';

describe('shortenFileName (requirements §2)', () => {
  it('keeps names of up to 10 characters before the extension', () => {
    expect(shortenFileName('laporan.pdf')).toBe('laporan.pdf');
    expect(shortenFileName('1234567890.docx')).toBe('1234567890.docx');
    expect(shortenFileName('tanpaekst')).toBe('tanpaekst');
  });

  it('shows longer names as their first 10 characters, an ellipsis and the extension', () => {
    expect(shortenFileName('Berita Acara Pemeriksaan.pdf')).toBe('Berita Aca….pdf');
    expect(shortenFileName('12345678901.docx')).toBe('1234567890….docx');
    expect(shortenFileName('arsip.perkara.2026.zip')).toBe('arsip.perk….zip');
    expect(shortenFileName('catatan-tanpa-ekstensi')).toBe('catatan-ta…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shortenFileName('📄📄📄📄📄📄📄📄📄📄.txt')).toBe('📄📄📄📄📄📄📄📄📄📄.txt');
  });
});

describe('file kinds', () => {
  it('previews the spec image extensions and PDF, case-insensitively, and nothing else', () => {
    expect(['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.webp'].map(previewKind)).toEqual([
      'image',
      'image',
      'image',
      'image',
      'image',
    ]);
    expect(previewKind('a.PDF')).toBe('pdf');
    expect(previewKind('a.svg')).toBeNull();
    expect(previewKind('a.docx')).toBeNull();
  });

  it('picks an icon kind by extension', () => {
    expect(fileKind('a.xlsx')).toBe('sheet');
    expect(fileKind('a.docx')).toBe('word');
    expect(fileKind('a.zip')).toBe('archive');
    expect(fileKind('README')).toBe('other');
  });

  it('formats sizes the Indonesian way', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1,5 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});
