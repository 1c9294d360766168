/**
 * Rupiah and quantities as the office writes them (docs/decisions.md §8.4): amounts are whole rupiah, written
 * `Rp 1.250.000.000` (a dot between thousands); a quantity may have a decimal comma (`2,5` kg). Used by the server
 * (notifications) and the web (fields, lists) alike.
 */

/** The largest amount accepted: Rp 1.000 triliun, far above any case and far below 2^53 (JSON numbers stay exact). */
export const RUPIAH_MAX = 1_000_000_000_000_000;
/** The largest quantity of an evidence item, and its decimals (`2,5` kg; `0,125` gram). */
export const QUANTITY_MAX = 1_000_000_000;
export const QUANTITY_DECIMALS = 3;

// Made at the first amount written, not as the module loads: a page's first `Intl` object costs it 30–80 ms of
// main thread (ICU's data), and the login page, which loads this module, writes no amount (docs/performance.md,
// "Intl's formats made at their first use").
let thousandsFormat: Intl.NumberFormat | undefined;
let decimalsFormat: Intl.NumberFormat | undefined;
const thousands = () => (thousandsFormat ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }));
const decimals = () =>
  (decimalsFormat ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: QUANTITY_DECIMALS }));

/** `1250000000` → `Rp 1.250.000.000`. */
export function formatRupiah(amount: number): string {
  return `Rp ${thousands().format(amount)}`;
}

/** `1250000000` → `1.250.000.000` (the amount field's text, without the `Rp`). */
export function formatAmount(amount: number): string {
  return thousands().format(amount);
}

/** `2.5` → `2,5`; `1000` → `1.000`. */
export function formatQuantity(quantity: number): string {
  return decimals().format(quantity);
}

/**
 * An amount as typed: `1.250.000.000`, `1250000000`, `Rp 1.250.000.000`, `1 250 000 000` or `1.250.000.000,00`
 * (zero sen only). Answers the whole rupiah, or null when it is not a whole amount (`1,5`, `abc`, empty).
 */
export function parseRupiah(text: string): number | null {
  let value = text
    .trim()
    .replace(/^rp\.?/i, '')
    .replace(/[\s\u00a0]/g, '');
  value = value.replace(/,0{1,2}$/, '');
  if (/^\d{1,3}(\.\d{3})+$/.test(value)) {
    value = value.replaceAll('.', '');
  }
  if (!/^\d+$/.test(value)) {
    return null;
  }
  const amount = Number(value);
  return Number.isSafeInteger(amount) ? amount : null;
}

/**
 * A quantity as typed: a decimal comma (`2,5`) with dots between thousands (`1.000,5`); without a comma, dots that
 * group thousands (`1.000`) are thousands, a single other dot a decimal point (`2.5`). Null when it is no number.
 */
export function parseQuantity(text: string): number | null {
  let value = text.trim().replace(/[\s\u00a0]/g, '');
  if (value.includes(',')) {
    value = value.replaceAll('.', '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(value)) {
    value = value.replaceAll('.', '');
  }
  if (!/^\d+(\.\d+)?$/.test(value)) {
    return null;
  }
  return Number(value);
}

/** Whether `value` has at most `QUANTITY_DECIMALS` decimals (`2.5`, `0.125`; not `0.1234`). */
export function hasQuantityDecimals(value: number): boolean {
  return (
    Number.isFinite(value) &&
    Math.abs(Math.round(value * 10 ** QUANTITY_DECIMALS) - value * 10 ** QUANTITY_DECIMALS) < 1e-6
  );
}
