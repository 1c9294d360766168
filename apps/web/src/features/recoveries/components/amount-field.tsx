import TextField from '@mui/material/TextField';
import { formatAmount, formatRupiah, parseRupiah } from '@pidsus/shared/constants';
import type { Ref } from 'react';

/**
 * A rupiah amount as the office types it: `1.250.000.000` or `1250000000` (or `Rp 1.250.000.000`), shown with its
 * thousands dots once the field is left, and the amount it reads below while typing.
 */
export function AmountField({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  autoFocus,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText: string;
  required?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const amount = parseRupiah(value);
  return (
    <TextField
      label={label}
      value={value}
      required={required}
      autoFocus={autoFocus}
      inputRef={inputRef}
      fullWidth
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        if (amount !== null) {
          onChange(formatAmount(amount));
        }
      }}
      error={Boolean(error)}
      helperText={error ?? (amount !== null && value.trim() !== '' ? formatRupiah(amount) : helperText)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
