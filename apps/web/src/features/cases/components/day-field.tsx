import TextField from '@mui/material/TextField';
import type { CaseFields, CaseInput } from '@pidsus/shared';
import { useState } from 'react';
import { useController, type Control, type UseFormClearErrors, type UseFormSetValue } from 'react-hook-form';
import { idCaseForm } from '../../../i18n/id-case-form';
import { describeDay, formatDayText, parseDayText } from '../../../lib/time/day-text';

const t = idCaseForm;

/**
 * 'Tanggal' typed as DD/MM/YYYY (decisions §7.5) while the form holds the API's `YYYY-MM-DD`, so that the shared
 * schema stays the resolver: a day that parses is stored as `YYYY-MM-DD`, any other text as it is, which the
 * schema answers with 'Tanggal tidak valid' (or 'Tanggal harus diisi' when blank). Half-typed text is not
 * judged until the field is left; the hint names the weekday of a day that parses, so a slip shows at once.
 */
export function DayField({
  control,
  setValue,
  clearErrors,
}: {
  control: Control<CaseInput, unknown, CaseFields>;
  setValue: UseFormSetValue<CaseInput>;
  clearErrors: UseFormClearErrors<CaseInput>;
}) {
  const { field, fieldState } = useController({ control, name: 'date' });
  const [text, setText] = useState(() => formatDayText(field.value));
  const day = parseDayText(text);

  const change = (value: string) => {
    setText(value);
    const parsed = parseDayText(value);
    if (parsed !== null || value.trim() === '') {
      field.onChange(parsed ?? value);
      return;
    }
    // Still being typed: kept (Simpan and "unsaved" see it) but judged only on leaving the field or on Simpan.
    setValue('date', value, { shouldDirty: true });
    clearErrors('date');
  };
  const leave = () => {
    if (day !== null) {
      setText(formatDayText(day));
    }
    field.onBlur();
  };

  return (
    <TextField
      label={t.date}
      required
      fullWidth
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={leave}
      placeholder={t.datePlaceholder}
      autoComplete="off"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? (day ? describeDay(day) : t.dateHelp)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
