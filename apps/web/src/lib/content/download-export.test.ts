import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-export';

describe('fileNameOf', () => {
  it('reads the quoted name of an attachment', () => {
    expect(fileNameOf('attachment; filename="jadwal-sidang-2026-11-23.pdf"')).toBe('jadwal-sidang-2026-11-23.pdf');
  });

  it('prefers the UTF-8 name when the server sends both', () => {
    expect(fileNameOf(`attachment; filename="kasus-?.xlsx"; filename*=UTF-8''kasus-%C3%A9.xlsx`)).toBe('kasus-é.xlsx');
  });

  it('reads an unquoted name, and nothing from a missing or nameless header', () => {
    expect(fileNameOf('attachment; filename=kasus-saya-2026-11-25.xlsx')).toBe('kasus-saya-2026-11-25.xlsx');
    expect(fileNameOf(undefined)).toBeUndefined();
    expect(fileNameOf('attachment')).toBeUndefined();
  });
});
