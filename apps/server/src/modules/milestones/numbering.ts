import type { FormNumbering, NumberingScope } from '@pidsus/shared';

/**
 * A milestone's number (decisions §8.3): `{numbering}-{seq}/{satker}/{classification}/{MM}/{YYYY}`, e.g.
 * `PRINT-12/L.6.10/Fd.2/11/2026`. `PLAIN` drops the prefix and its dash (`12/L.6.10/…`); `seq` has at least two
 * digits (`PRINT-01`); an empty satker code or a form without classification leaves its part out (no `//`).
 * `MM` and `YYYY` are those of the milestone's date.
 */
export function formatMilestoneNumber(parts: {
  numbering: FormNumbering;
  seq: number;
  satker: string;
  classification: string | null;
  date: string;
}): string {
  const seq = String(parts.seq).padStart(2, '0');
  const head = parts.numbering === 'PLAIN' ? seq : `${parts.numbering}-${seq}`;
  const [year, month] = parts.date.split('-');
  return [head, parts.satker, parts.classification ?? '', month, year].filter((part) => part !== '').join('/');
}

/**
 * The sequence a number is taken from: per year and per prefix (`prefix`, the default: every `PRINT` of the year
 * shares one run) or per year and per form (`form`).
 */
export function numberingScopeKey(scope: NumberingScope, form: { id: number; numbering: FormNumbering }): string {
  return scope === 'form' ? `form:${form.id}` : `prefix:${form.numbering}`;
}
