import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** `Intl` with its `NumberFormat` counted: each one made is a call of the answer. */
function countNumberFormats() {
  const made = vi.fn();
  const NumberFormat = Intl.NumberFormat;
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, {
      NumberFormat: function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made();
        return new NumberFormat(...args);
      },
    }),
  );
  return made;
}

describe('money', () => {
  it('writes rupiah and quantities as the office does', async () => {
    const { formatAmount, formatQuantity, formatRupiah } = await import('./money');
    expect(formatRupiah(1_250_000_000)).toBe('Rp 1.250.000.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatAmount(1_000)).toBe('1.000');
    expect(formatQuantity(2.5)).toBe('2,5');
    expect(formatQuantity(0.125)).toBe('0,125');
    expect(formatQuantity(1000)).toBe('1.000');
  });

  it('reads an amount as typed, and refuses what is not a whole rupiah', async () => {
    const { parseRupiah } = await import('./money');
    expect(parseRupiah('Rp 1.250.000.000')).toBe(1_250_000_000);
    expect(parseRupiah('1 250 000 000')).toBe(1_250_000_000);
    expect(parseRupiah('1.250.000.000,00')).toBe(1_250_000_000);
    expect(parseRupiah('1250000')).toBe(1_250_000);
    expect(parseRupiah('1,5')).toBeNull();
    expect(parseRupiah('abc')).toBeNull();
    expect(parseRupiah('')).toBeNull();
  });

  it('makes its number formats at the first amount written, not as the module loads, and once', async () => {
    vi.resetModules();
    const made = countNumberFormats();
    const { formatAmount, formatQuantity, formatRupiah } = await import('./money');
    expect(made).not.toHaveBeenCalled();
    expect(formatRupiah(5_000)).toBe('Rp 5.000');
    expect(formatAmount(7_000)).toBe('7.000');
    expect(made).toHaveBeenCalledTimes(1);
    expect(formatQuantity(1.5)).toBe('1,5');
    expect(formatQuantity(2.25)).toBe('2,25');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
