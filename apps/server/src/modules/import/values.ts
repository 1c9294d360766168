import { CASE_STATUSES, CATEGORIES, type CaseStatus, type Category } from '@pidsus/shared';
import { normalizeText } from './headings';

/** A cell as the readers give it: text, a number, a real date (a date or time cell), or nothing. */
export type Cell = string | number | boolean | Date | null;

const pad = (value: number) => String(value).padStart(2, '0');

/** A date cell's calendar day: the date in UTC, as exceljs and spreadsheets store it (midnight UTC). */
const dayOfDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A cell as text: trimmed; a date cell `DD/MM/YYYY`, a number as written. */
export function cellText(cell: Cell): string {
  if (cell === null) {
    return '';
  }
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? '' : dayOfDate(cell).split('-').reverse().join('/');
  }
  return String(cell).trim();
}

/**
 * A date as typed or stored (decisions §8.7): a date cell, `DD/MM/YYYY`, `DD-MM-YYYY` or `YYYY-MM-DD` → `YYYY-MM-DD`
 * (not checked: 31/02/2026 gives `2026-02-31`, which the case schema refuses as `Tanggal tidak valid`); anything else
 * is returned as it is, for the schema to refuse.
 */
export function dateOf(cell: Cell): string {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? '' : dayOfDate(cell);
  }
  // A date cell read without its style (a workbook whose styles come after its sheet): Excel's day serial.
  if (typeof cell === 'number' && cell >= 1 && cell < 2_958_466) {
    return dayOfDate(new Date(Math.round((Math.floor(cell) - 25_569) * 86_400_000)));
  }
  const text = cellText(cell);
  const dayFirst = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  if (dayFirst) {
    return `${dayFirst[3]}-${pad(Number(dayFirst[2]))}-${pad(Number(dayFirst[1]))}`;
  }
  const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (yearFirst) {
    return `${yearFirst[1]}-${pad(Number(yearFirst[2]))}-${pad(Number(yearFirst[3]))}`;
  }
  return text;
}

/** Texts meaning "no hour": empty, or the dash the app's own export writes. */
const NO_HOUR = new Set(['', '-', '—', '–']);

/**
 * An hour (decisions §8.7): `09.00`, `09:00`, `9:00`, a time cell (a Date on 30/12/1899, its UTC hour) or a fraction
 * of a day → `HH:mm`; empty or a dash → null; anything else as it is, for the schema to refuse (`Jam tidak valid`).
 */
export function timeOf(cell: Cell): string | null {
  if (cell instanceof Date) {
    return `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}`;
  }
  if (typeof cell === 'number' && cell >= 0 && cell < 1) {
    const minutes = Math.round(cell * 24 * 60);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  const text = cellText(cell);
  if (NO_HOUR.has(text)) {
    return null;
  }
  const match = /^(\d{1,2})[.:](\d{2})(?:[.:]\d{2})?$/.exec(text);
  return match ? `${pad(Number(match[1]))}:${match[2]}` : text;
}

const categoryByName = new Map<string, Category>(CATEGORIES.map((category) => [category, category]));
const statusByName = new Map<string, CaseStatus>(CASE_STATUSES.map((status) => [normalizeText(status), status]));

/** A stage as written, case- and accent-insensitive (`PENYIDIKAN`, the export's `Penyidikan`); else as it is. */
export const typeOf = (cell: Cell): string => categoryByName.get(normalizeText(cellText(cell))) ?? cellText(cell);

/** A status as written, case-insensitive (`sedang proses`); empty stays empty (the default, or kept); else as it is. */
export const statusOf = (cell: Cell): string => statusByName.get(normalizeText(cellText(cell))) ?? cellText(cell);

/**
 * Whole rupiah (decisions §8.7): a number cell, `1250000000`, `Rp 1.250.000.000`, `Rp1.250.000.000,00`; null when
 * empty; undefined when it is not an amount.
 */
export function rupiahOf(cell: Cell): number | null | undefined {
  if (typeof cell === 'number') {
    return Number.isSafeInteger(cell) && cell >= 0 ? cell : undefined;
  }
  const text = cellText(cell)
    .replace(/^rp\.?\s*/i, '')
    .replace(/,-$/, '')
    .replace(/,0+$/, '')
    .replace(/\s/g, '');
  if (text === '') {
    return null;
  }
  if (!/^\d{1,3}(\.\d{3})+$|^\d+$/.test(text)) {
    return undefined;
  }
  const amount = Number(text.replace(/\./g, ''));
  return Number.isSafeInteger(amount) ? amount : undefined;
}

/**
 * Academic and professional degrees written after a name and a comma (`Ahmad Fauzi, S.E.`, `Dewi, S.H., M.H.`), as
 * compared: lower case, without dots or spaces. Prefixes (`Dr.`, `Ir.`, `Drs.`) come before the name and need none.
 */
const DEGREES = new Set(
  (
    'amd amdkom ak apt ba bsc cpa llb llm ma mag mba md me mh mhum mkes mkn mkom mm mpd mpdi mpsi msc msi msos mt mth ' +
    'ns phd sag sak se sei seak sfarm sh shi shum sik sip sked skep skm skom sp spd spdi spsi ssi ssos sst st sth sthi ' +
    'stp str stt'
  ).split(' '),
);

const isDegree = (piece: string) => DEGREES.has(piece.toLowerCase().replace(/[.\s]/g, ''));

/**
 * Defendants' names from one cell (decisions §8.7): separated by `;` when the cell has one (the app's export), else by
 * `,`; a piece that is a degree (`S.E.`) stays with the name before it. Trimmed, empty ones dropped.
 */
export function namesOf(cell: Cell): string[] {
  const text = cellText(cell);
  const pieces = text.split(text.includes(';') ? ';' : ',').map((piece) => piece.trim());
  const names: string[] = [];
  for (const piece of pieces) {
    if (piece === '') {
      continue;
    }
    if (!text.includes(';') && names.length > 0 && isDegree(piece)) {
      names[names.length - 1] += `, ${piece}`;
    } else {
      names.push(piece);
    }
  }
  return names;
}
