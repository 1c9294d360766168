import { readFileSync } from 'node:fs';
import type { Form } from '@pidsus/shared';
import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { expect } from 'vitest';
import { multipart } from './files-support';
import { admin, budi, inject, testApp } from './milestones-support';

export const shipped = (code: string) =>
  readFileSync(new URL(`../src/data/letter-templates/${code}.docx`, import.meta.url));

/** A .docx whose body is these paragraphs (one run each), as the shipped templates are written. */
export function docx(paragraphs: string[], options: { withDocument?: boolean } = {}): Buffer {
  const zip = new PizZip(shipped('P-16'));
  if (options.withDocument === false) {
    zip.remove('word/document.xml');
  } else {
    zip.file(
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
        paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`).join('') +
        '</w:body></w:document>',
    );
  }
  return zip.generate({ type: 'nodebuffer' });
}

export const upload = (code: string, content: Buffer, headers = admin.auth, filename = `${code}.docx`) => {
  const body = multipart([{ name: 'file', filename, content }]);
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/forms/${encodeURIComponent(code)}/template`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

export const formOf = async (code: string) =>
  (await inject('GET', '/api/forms', budi.auth)).json<Form[]>().find((form) => form.code === code);

export const textOf = async (url: string) => {
  const content = await testApp.app.inject({ method: 'GET', url });
  expect(content.statusCode).toBe(200);
  return (await mammoth.extractRawText({ buffer: content.rawPayload })).value;
};
