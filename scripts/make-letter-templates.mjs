// Writes the example letter templates of P-16 and P-21 (decisions §8.6) as minimal valid .docx files:
// `node scripts/make-letter-templates.mjs`. Plain paragraphs, one run each, so that every placeholder stays whole.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PizZip from 'pizzip';

const target = fileURLToPath(new URL('../apps/server/src/data/letter-templates/', import.meta.url));

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A paragraph: `{ text, bold?, center? }`. */
const paragraph = ({ text, bold = false, center = false }) =>
  `<w:p>${center ? '<w:pPr><w:jc w:val="center"/></w:pPr>' : ''}<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}` +
  `<w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`;

const documentXml = (paragraphs) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
  paragraphs.map(paragraph).join('') +
  '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr>' +
  '</w:body></w:document>';

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

const rels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

const defendants = [
  { text: 'Tersangka:' },
  { text: '{#tersangka}' },
  {
    text: '{nama}, NIK {nik}, lahir di {tempat_lahir} tanggal {tanggal_lahir}, alamat {alamat}, pekerjaan {pekerjaan}',
  },
  { text: '{/tersangka}' },
];

const templates = {
  'P-16': [
    { text: '{kantor}', bold: true, center: true },
    { text: 'P-16', center: true },
    {
      text: 'SURAT PERINTAH PENUNJUKAN JAKSA PENUNTUT UMUM UNTUK MENGIKUTI PERKEMBANGAN PENYIDIKAN PERKARA TINDAK PIDANA',
      bold: true,
      center: true,
    },
    { text: 'Nomor: {nomor}', center: true },
    { text: 'Satuan kerja: {satker}' },
    { text: 'Perkara: {judul}' },
    { text: 'Nomor perkara: {nomor_perkara}' },
    ...defendants,
    { text: 'Disangka melanggar: {pasal}' },
    { text: 'MENUNJUK Jaksa Penuntut Umum: {jaksa}' },
    { text: 'untuk mengikuti perkembangan penyidikan perkara tersebut.' },
    { text: 'Dikeluarkan di {kota} pada tanggal {tanggal}' },
  ],
  'P-21': [
    { text: '{kantor}', bold: true, center: true },
    { text: 'P-21', center: true },
    { text: 'PEMBERITAHUAN BAHWA HASIL PENYIDIKAN SUDAH LENGKAP', bold: true, center: true },
    { text: 'Nomor: {nomor}', center: true },
    { text: '{kota}, {tanggal}' },
    { text: 'Perkara: {judul} (nomor perkara {nomor_perkara}), tempat kejadian {tempat}' },
    ...defendants,
    { text: 'Pasal yang disangkakan: {pasal}' },
    { text: 'Kerugian keuangan negara: {kerugian_negara}' },
    { text: 'Hasil penyidikan telah dinyatakan lengkap oleh Jaksa Penuntut Umum: {jaksa}' },
  ],
};

for (const [code, paragraphs] of Object.entries(templates)) {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', contentTypes);
  zip.file('_rels/.rels', rels);
  zip.file('word/document.xml', documentXml(paragraphs));
  // A fixed date: the same script writes the same bytes.
  const date = new Date('2026-01-01T00:00:00Z');
  for (const file of Object.values(zip.files)) {
    file.date = date;
  }
  writeFileSync(`${target}${code}.docx`, zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }));
  process.stdout.write(`${target}${code}.docx\n`);
}
