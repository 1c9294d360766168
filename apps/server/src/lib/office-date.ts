/** `YYYY-MM-DD` of `moment` on the office's wall calendar, whatever the server's own zone (`TZ`). */
export function todayIn(timeZone: string, moment: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  );
}
