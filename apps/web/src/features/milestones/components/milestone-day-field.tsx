import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { idMilestones } from '../../../i18n/id-milestones';
import { describeDay, formatDayText, parseDayText } from '../../../lib/time/day-text';

const t = idMilestones.dialog;

/**
 * A day typed as DD/MM/YYYY (decisions §7.5), as the deadline dialog's: `onChange` gets the `YYYY-MM-DD` of a day
 * that parses, or the text as typed (which the shared schema answers with 'Tanggal tidak valid'); the hint names
 * the weekday.
 */
export function MilestoneDayField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState(() => formatDayText(props.value));
  const day = parseDayText(text);
  return (
    <TextField
      label={props.label}
      required
      fullWidth
      name={props.name}
      inputRef={props.inputRef}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        props.onChange(parseDayText(event.target.value) ?? event.target.value);
      }}
      onBlur={() => {
        if (day !== null) {
          setText(formatDayText(day));
        }
        props.onBlur?.();
      }}
      placeholder={t.datePlaceholder}
      autoComplete="off"
      error={Boolean(props.error)}
      helperText={props.error ?? (day ? describeDay(day) : t.dateHelp)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
