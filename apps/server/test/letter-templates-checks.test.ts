import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PizZip from 'pizzip';
import { docx, formOf, shipped, upload } from './letters-support';
import { admin, closeMilestonesApp, inject, openMilestonesApp, testApp } from './milestones-support';

beforeAll(openMilestonesApp);
afterAll(closeMilestonesApp);

describe('letter templates are checked on upload (decisions §8.6)', () => {
  it('refuses a {@…} placeholder, whose text would be written into the XML as it is (a title with & or <)', async () => {
    const raw = await upload('P-18', docx(['Nomor {nomor}', '{@judul}']));
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ message: 'Placeholder {@judul} tidak didukung dalam templat; tulis {judul}' });
    const inLoop = await upload('P-18', docx(['{#tersangka}', '{@nama}', '{/tersangka}']));
    expect(inLoop.json()).toMatchObject({ message: 'Placeholder {@nama} tidak didukung dalam templat; tulis {nama}' });
    expect(await formOf('P-18')).toMatchObject({ has_template: false });
  });

  it('refuses a template whose XML is broken or a damaged zip with 400, not 500', async () => {
    const unclosed = new PizZip(docx(['Nomor {nomor}']));
    unclosed.file(
      'word/document.xml',
      unclosed.file('word/document.xml')!.asText().replace('</w:body></w:document>', ''),
    );
    const badTypes = new PizZip(docx(['Nomor {nomor}']));
    badTypes.file('[Content_Types].xml', 'bukan xml <<');
    // A zip whose compressed document.xml is garbled: its entry cannot be inflated.
    const garbled = Buffer.from(docx(['Nomor {nomor}']));
    const at = garbled.indexOf('word/document.xml') + 'word/document.xml'.length;
    garbled.fill(0xff, at + 10, at + 60);
    for (const content of [
      unclosed.generate({ type: 'nodebuffer' }),
      badTypes.generate({ type: 'nodebuffer' }),
      garbled,
    ]) {
      const refused = await upload('P-18', content);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'Berkas templat bukan dokumen Word (.docx) yang valid' });
    }
    expect(await formOf('P-18')).toMatchObject({ has_template: false });
  });

  it('a form deleted while its template arrives answers 404 and keeps no content', async () => {
    const created = await inject('POST', '/api/forms', admin.auth, {
      code: 'SP-Z',
      name: 'Surat Z',
      stage: 'penyidikan',
    });
    expect(created.statusCode, created.body).toBe(201);
    const forms = testApp.app.services.formsService;
    const findByCode = forms.findByCode;
    forms.findByCode = async (code: string) => {
      const form = await findByCode(code);
      await testApp.app.services.db.deleteFrom('forms').where('code', '=', 'SP-Z').execute();
      return form;
    };
    try {
      const keys = async () =>
        (await testApp.app.services.db.selectFrom('form_templates').select('storage_key').execute()).length;
      const before = await keys();
      const refused = await upload('SP-Z', shipped('P-21'));
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toEqual({ message: 'Formulir tidak ditemukan' });
      expect(await keys()).toBe(before);
    } finally {
      forms.findByCode = findByCode;
    }
  });

  it('two uploads of one form’s template at once both succeed, the last one kept', async () => {
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([upload('P-20', shipped('P-16')), upload('P-20', shipped('P-21'))]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
    const rows = await testApp.app.services.db
      .selectFrom('form_templates')
      .select('storage_key')
      .where('form_code', '=', 'P-20')
      .execute();
    expect(rows).toHaveLength(1);
    await expect(testApp.app.core.store.get(rows[0]!.storage_key)).resolves.toBeDefined();
  });
});
