import TextField from '@mui/material/TextField';
import type { CaseFields, CaseInput } from '@pidsus/shared';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { idCaseForm } from '../../../i18n/id-case-form';
import { formatHourText, parseHourText } from '../../../lib/time/hour-text';

const t = idCaseForm;

/**
 * 'Jam' typed as `HH.MM` on a 24-hour clock (decisions §10), like 'Tanggal' is typed: no browser time picker, no
 * AM/PM. An hour that parses (`0930`, `9:30`, `09.30`) is held as the API's `09:30`, any other text as it is,
 * which the shared schema answers with 'Jam tidak valid' when the field is left or on Simpan: an hour is never
 * dropped without a word. Empty means no hour.
 */
export function TimeField({ control }: { control: Control<CaseInput, unknown, CaseFields> }) {
  const { field, fieldState } = useController({ control, name: 'time' });
  const [text, setText] = useState(() => formatHourText(field.value ?? ''));
  const hour = parseHourText(text);

  return (
    <TextField
      label={t.time}
      fullWidth
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseHourText(event.target.value) ?? event.target.value);
      }}
      onBlur={() => {
        if (hour !== null) {
          setText(formatHourText(hour));
        }
        field.onBlur();
      }}
      placeholder={t.timePlaceholder}
      autoComplete="off"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? t.timeHelp}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
    />
  );
}
