import type { Settings } from '@pidsus/shared';
import type { LetterData } from './template';

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** `2026-11-26` as a letter writes it: `26 November 2026`; '' for none. */
export function letterDate(date: string | null): string {
  if (!date) {
    return '';
  }
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

/** `Rp 1.250.000.000`; '' when not known. */
export function letterRupiah(amount: number | string | null): string {
  return amount === null ? '' : `Rp ${rupiah.format(Number(amount))}`;
}

/** The placeholders' values of one letter (decisions §8.6). */
export function letterData(input: {
  number: string | null;
  date: string;
  settings: Pick<Settings, 'office_name' | 'office_city' | 'satker_code'>;
  caseRow: { number: string; title: string; location: string; state_loss: number | string | null };
  defendants: {
    name: string;
    nik: string;
    birth_place: string;
    birth_date: string | null;
    address: string;
    occupation: string;
    charges: string;
  }[];
  team: string[];
}): LetterData {
  const { settings, caseRow, defendants } = input;
  return {
    nomor: input.number ?? '',
    tanggal: letterDate(input.date),
    kantor: settings.office_name,
    kota: settings.office_city,
    satker: settings.satker_code,
    nomor_perkara: caseRow.number,
    judul: caseRow.title,
    pasal: defendants
      .map((defendant) => defendant.charges.trim())
      .filter((charges) => charges !== '')
      .join('; '),
    jaksa: input.team.join(', '),
    tempat: caseRow.location,
    kerugian_negara: letterRupiah(caseRow.state_loss),
    tersangka: defendants.map((defendant) => ({
      nama: defendant.name,
      nik: defendant.nik,
      tempat_lahir: defendant.birth_place,
      tanggal_lahir: letterDate(defendant.birth_date),
      alamat: defendant.address,
      pekerjaan: defendant.occupation,
    })),
  };
}

/** `P-16 PRINT-12-L.6.10-Fd.2-11-2026.docx` (the number's slashes as dashes), or `P-5 2026-11-26.docx` without one. */
export function letterFileName(formCode: string, number: string | null, date: string): string {
  return `${formCode} ${(number ?? date).replace(/[/\\]/g, '-')}.docx`;
}
