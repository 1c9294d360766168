import type { AuditLogEntry } from '@pidsus/shared';
import { describe, expect, it } from 'vitest';
import { actionText, actorText, objectText } from './audit-text';

const entry = (fields: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 1,
  kind: 'change',
  action: 'login.success',
  actor: null,
  object: null,
  target_user: null,
  details: {},
  ip: null,
  user_agent: null,
  created_at: '2026-03-02T01:00:00.000Z',
  ...fields,
});

describe('the audit log’s words', () => {
  it('names every action in Indonesian, and an unknown one as it is', () => {
    expect(actionText('case.read')).toBe('Membuka kasus');
    expect(actionText('2fa.reset')).toBe('Mereset verifikasi dua langkah');
    expect(actionText('mail.failed')).toBe('Email gagal terkirim');
    expect(actionText('letter.unknown')).toBe('letter.unknown');
  });

  it('names the actor, the system, or the email typed for an unknown account', () => {
    expect(actorText(entry({ actor: { id: 3, username: 'Ani' } }))).toBe('Ani');
    expect(actorText(entry({}))).toBe('Sistem');
    expect(actorText(entry({ action: 'login.failure', details: { email: 'x@contoh.id' } }))).toBe(
      'Tidak dikenal (x@contoh.id)',
    );
  });

  it('names the object by kind and label, an account by name, an automatic purge by its counts', () => {
    expect(objectText(entry({ object: { type: 'case', id: '4', label: 'PRINT-1 · Dana Desa' } }))).toBe(
      'Kasus: PRINT-1 · Dana Desa',
    );
    expect(objectText(entry({ object: { type: 'export', id: 'cases.xlsx', label: null } }))).toBe(
      'Ekspor: #cases.xlsx',
    );
    expect(objectText(entry({ target_user: { id: 5, username: 'Budi' } }))).toBe('Budi');
    expect(objectText(entry({ details: { cases: 2, items: 3 } }))).toBe('2 kasus, 3 file/folder');
  });
});
