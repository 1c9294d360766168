import { describe, expect, it } from 'vitest';
import type { StoredSmtp } from '../settings/service';
import { resolveSmtpTarget } from './transport';

const none: StoredSmtp = { host: '', port: null, secure: false, user: '', sealedPassword: null, from: 'a@b.id' };
const open = async () => '';

describe('SMTP_URL (decisions §11)', () => {
  it('decodes an escaped user and password, and takes a % that is no escape as written', async () => {
    const escaped = await resolveSmtpTarget('smtp://kejari%40kantor:Rahasia%25zz1@mail.kejari.go.id:587', none, open);
    expect(escaped?.options.auth).toEqual({ user: 'kejari@kantor', pass: 'Rahasia%zz1' });
    const raw = await resolveSmtpTarget('smtp://kejari:Rahasia%zz1@mail.kejari.go.id:587', none, open);
    expect(raw?.options.auth).toEqual({ user: 'kejari', pass: 'Rahasia%zz1' });
  });
});
