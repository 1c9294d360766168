import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, upload } from './letters-support';
import {
  addCase,
  budi,
  clock,
  closeMilestonesApp,
  inject,
  openMilestonesApp,
  siti,
  testApp,
} from './milestones-support';

beforeAll(openMilestonesApp);
afterAll(closeMilestonesApp);

const makeLetter = (caseId: number, payload: object, headers = budi.auth) =>
  inject('POST', `/api/cases/${caseId}/letters`, headers, payload);

describe('letters and the author’s quota (decisions §9)', () => {
  it('a letter past its author’s quota is refused like an upload, and takes no number', async () => {
    expect((await upload('P-20', docx(['Nomor {nomor}']))).statusCode).toBe(200);
    const caseId = await addCase('Perkara surat kuota penuh', [budi.user.id, siti.user.id]);
    // Siti's Berkas Saya already fills her whole quota (USER_QUOTA_MB, 2048 by default).
    await testApp.app.services.db
      .insertInto('files')
      .values({
        owner_id: siti.user.id,
        folder_id: null,
        name: 'arsip-penuh.zip',
        size: testApp.app.core.config.files.quotaBytes,
        mime: 'application/zip',
        storage_key: 'kuota-penuh',
        sha256: '0'.repeat(64),
        link_secret: 'rahasia-kuota',
        created_at: clock.clock().toISOString(),
        updated_at: clock.clock().toISOString(),
      })
      .execute();
    const refused = await makeLetter(caseId, { form_code: 'P-20', date: '2026-11-26' }, siti.auth);
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json()).toEqual({
      message: 'Ruang penyimpanan Anda tidak cukup (kuota 2048 MB). Hapus berkas yang tidak diperlukan lalu coba lagi.',
    });
    expect((await inject('GET', `/api/cases/${caseId}/milestones`, budi.auth)).json<unknown[]>()).toEqual([]);
    expect((await inject('GET', `/api/cases/${caseId}/documents`, budi.auth)).json<unknown[]>()).toEqual([]);

    const letter = await makeLetter(caseId, { form_code: 'P-20', date: '2026-11-26' });
    expect(letter.statusCode, letter.body).toBe(201);
  });
});
