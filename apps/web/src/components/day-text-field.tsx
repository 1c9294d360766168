import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { idDeadlines } from '../i18n/id-deadlines';
import { describeDay, formatDayText, parseDayText } from '../lib/time/day-text';

const t = idDeadlines.dialog;

/**
 * A day typed as DD/MM/YYYY (decisions §7.5), like the case dialog's 'Tanggal' (the deadline, defendant and
 * detention dialogs share it): `onChange` gets the `YYYY-MM-DD` of
 * a day that parses, or the text as typed (which the shared schema answers with 'Tanggal tidak valid'). The hint
 * names the weekday of a day that parses, so that a slip shows at once. `value` changed from outside (a template
 * filled the due date) replaces the text.
 */
export function DayTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required,
  name,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  name?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState(() => formatDayText(value));
  const [shown, setShown] = useState(value);
  // A value set from outside (not by typing here) is shown as DD/MM/YYYY.
  if (value !== shown) {
    setShown(value);
    if (parseDayText(text) !== value && text !== value) {
      setText(formatDayText(value));
    }
  }
  const day = parseDayText(text);
  const change = (typed: string) => {
    setText(typed);
    const parsed = parseDayText(typed);
    const next = parsed ?? typed;
    setShown(next);
    onChange(next);
  };
  return (
    <TextField
      label={label}
      required={required}
      fullWidth
      name={name}
      inputRef={inputRef}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        if (day !== null) {
          setText(formatDayText(day));
        }
        onBlur?.();
      }}
      placeholder={t.datePlaceholder}
      autoComplete="off"
      error={Boolean(error)}
      helperText={error ?? (day ? describeDay(day) : (helperText ?? t.dateHelp))}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
