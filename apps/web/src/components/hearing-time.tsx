import { idCases } from '../i18n/id-cases';
import { formatTime } from '../lib/time/dates';
import { visuallyHidden } from '../lib/visually-hidden';

/**
 * A hearing's hour as the office writes it, `09.00`. Without one: a dash that the eye reads at a glance in a column of
 * hours, and 'Jam belum ditentukan' (what the search and the calendar say) for a screen reader and under the pointer;
 * `spelled`, the words on the screen.
 */
export function HearingTime({ time, spelled = false }: { time: string | null; spelled?: boolean }) {
  if (time) {
    return formatTime(time);
  }
  // Where the hour stands alone (a phone's card of the board), the words themselves.
  if (spelled) {
    return idCases.noTime;
  }
  return (
    <span title={idCases.noTime}>
      <span aria-hidden="true">—</span>
      <span style={visuallyHidden}>{idCases.noTime}</span>
    </span>
  );
}
