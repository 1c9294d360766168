// `node scripts/make-import-sample.mjs`: writes docs/samples/contoh-impor-perkara.xlsx and .csv, a small register in
// the headings the import knows (decisions §8.7), to try /admin/import with or to start an office's own file from.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/samples');
const headings = [
  'No',
  'Nomor Perkara',
  'Judul',
  'Kategori',
  'Tanggal Sidang',
  'Jam',
  'Tempat',
  'Status',
  'Jaksa',
  'Tersangka',
  'Pasal',
  'Kerugian Negara',
  'Saksi',
  'Pihak Terkait',
];
const tipikor = 'Pasal 2 ayat (1) jo. Pasal 18 UU 31/1999 jo. UU 20/2001';
const rows = [
  [
    'PRINT-01/M.1.10/Fd.1/01/2026',
    'Dugaan Korupsi Dana Desa Sukamaju',
    'Penyelidikan',
    '2026-02-03',
    '09:00',
    'Ruang Rapat Pidsus',
    'Sedang Proses',
    'Rina Marpaung, S.H.',
    'Asep Suryana',
    tipikor,
    850_000_000,
    'Bendahara Desa',
    'Inspektorat Kabupaten',
  ],
  [
    'PRINT-02/M.1.10/Fd.1/01/2026',
    'Penyimpangan Pengadaan Alat Kesehatan RSUD',
    'Penyidikan',
    '2026-02-10',
    '10:00',
    'Ruang Pemeriksaan 1',
    'Sedang Proses',
    'Yohanes Simanjuntak, S.H., M.H.',
    'Hendra Gunawan; Dewi Lestari',
    'Pasal 3 jo. Pasal 18 UU 31/1999',
    4_250_000_000,
    'Panitia Pengadaan',
    'BPKP Perwakilan',
  ],
  [
    'PDS-03/M.1.10/Ft.1/02/2026',
    'Korupsi Kredit Fiktif Bank Daerah',
    'Penuntutan',
    '2026-02-17',
    '13:30',
    'Ruang Sidang Tipikor 2',
    'Menunggu',
    'Rina Marpaung, S.H.',
    'José Sitompul',
    tipikor,
    12_500_000_000,
    'Analis Kredit',
    'Bank Daerah',
  ],
  [
    'PRINT-04/M.1.10/Fd.1/02/2026',
    'Penyalahgunaan Dana Hibah KONI',
    'Penyelidikan',
    '2026-02-24',
    '',
    '',
    'Menunggu',
    'Ahmad Fauzi, S.H.',
    '',
    '',
    null,
    '',
    'KONI Kabupaten',
  ],
  [
    'PDS-05/M.1.10/Ft.1/03/2026',
    'Suap Perizinan Tambang',
    'Penuntutan',
    '2026-03-03',
    '09:30',
    'Ruang Sidang Tipikor 1',
    'Sedang Proses',
    'Yohanes Simanjuntak, S.H., M.H.',
    'Bambang Wijaya; Sri Wahyuni',
    'Pasal 5 ayat (1) huruf a UU 31/1999',
    null,
    'Kepala Dinas ESDM',
    '',
  ],
  [
    'PRINT-06/M.1.10/Fd.1/03/2026',
    'Mark-up Pembangunan Jalan Kabupaten',
    'Penyidikan',
    '2026-03-05',
    '10:00',
    'Ruang Pemeriksaan 2',
    'Menunggu',
    'Ahmad Fauzi, S.H.',
    'Rudi Hartono',
    tipikor,
    2_100_000_000,
    'Konsultan Pengawas',
    'Dinas PUPR',
  ],
  [
    'P-48-07/M.1.10/Fu.1/03/2026',
    'Eksekusi Uang Pengganti Perkara Bansos',
    'Eksekusi',
    '2026-03-10',
    '14:00',
    'Lapas Kelas IIA',
    'Sedang Proses',
    'Rina Marpaung, S.H.',
    'Sutrisno',
    tipikor,
    675_000_000,
    '',
    'Lapas Kelas IIA',
  ],
  [
    'PRINT-08/M.1.10/Fd.1/03/2026',
    'Gratifikasi Pejabat Pelabuhan',
    'Penyidikan',
    '2026-03-12',
    '',
    'Ruang Pemeriksaan 1',
    'Menunggu',
    'Yohanes Simanjuntak, S.H., M.H.',
    'Agus Salim',
    'Pasal 12B UU 31/1999 jo. UU 20/2001',
    null,
    'Syahbandar',
    '',
  ],
  [
    'PDS-09/M.1.10/Ft.1/03/2026',
    'Korupsi Pengadaan Bibit Dinas Pertanian',
    'Penuntutan',
    '2026-03-17',
    '09:00',
    'Ruang Sidang Tipikor 3',
    'Menunggu',
    'Ahmad Fauzi, S.H.',
    'Made Wirawan; Ketut Sudarma',
    tipikor,
    980_000_000,
    'Kelompok Tani',
    'Dinas Pertanian',
  ],
  [
    'PRINT-10/M.1.10/Fd.1/03/2026',
    'Pungutan Liar Pelayanan Perizinan',
    'Penyelidikan',
    '2026-03-19',
    '11:00',
    'Ruang Rapat Pidsus',
    'Selesai',
    'Rina Marpaung, S.H.',
    '',
    '',
    null,
    'Pemohon Izin',
    'Ombudsman Perwakilan',
  ],
];

const calendarDate = (day) => new Date(`${day}T00:00:00Z`);
const workbook = new ExcelJS.Workbook();
workbook.creator = 'Jadwal Pidsus';
const sheet = workbook.addWorksheet('Register Perkara');
sheet.addRow(['Contoh Register Perkara Pidana Khusus 2026']).font = { bold: true, size: 14 };
sheet.addRow([]);
const heading = sheet.addRow(headings);
heading.font = { bold: true };
rows.forEach((row, index) => {
  const added = sheet.addRow([index + 1, ...row.slice(0, 3), calendarDate(row[3]), ...row.slice(4)]);
  added.getCell(5).numFmt = 'dd/mm/yyyy';
  added.getCell(12).numFmt = '"Rp" #,##0';
});
sheet.columns.forEach((column, index) => {
  column.width = [5, 30, 44, 14, 14, 8, 24, 14, 30, 30, 44, 18, 20, 22][index];
});
await workbook.xlsx.writeFile(path.join(out, 'contoh-impor-perkara.xlsx'));

// The same rows as a CSV an office's spreadsheet would save: `;`, dates DD/MM/YYYY, rupiah written out, UTF-8.
const quote = (cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const rupiah = (amount) => (amount === null ? '' : `Rp ${new Intl.NumberFormat('id-ID').format(amount)}`);
const lines = [headings.join(';')];
rows.forEach((row, index) => {
  const [number, title, type, day, ...rest] = row;
  const cells = [String(index + 1), number, title, type, day.split('-').reverse().join('/'), ...rest];
  cells[11] = rupiah(row[10]);
  lines.push(cells.map((cell) => quote(String(cell ?? ''))).join(';'));
});
fs.writeFileSync(path.join(out, 'contoh-impor-perkara.csv'), `${lines.join('\r\n')}\r\n`);
console.log(`written: ${out}/contoh-impor-perkara.xlsx, .csv`);
