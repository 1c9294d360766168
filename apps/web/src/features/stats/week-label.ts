/** Short Indonesian month names, as the axis of "hearings per week" writes them. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

const parts = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1] ?? '', date };
};

/** A week's Monday for a chart axis: `9 Mar`. */
export function weekTick(start: string): string {
  const { date, month } = parts(start);
  return `${date} ${month}`;
}

/** A week for a table: `9–15 Mar 2026`, `1 Feb 2026` (a week cut to one day of a period), `30 Mar – 5 Apr 2026`, `29 Des 2025 – 4 Jan 2026`. */
export function weekRange(start: string, end: string): string {
  const from = parts(start);
  const to = parts(end);
  if (start === end) {
    return `${to.date} ${to.month} ${to.year}`;
  }
  if (from.year !== to.year) {
    return `${from.date} ${from.month} ${from.year} – ${to.date} ${to.month} ${to.year}`;
  }
  if (from.month !== to.month) {
    return `${from.date} ${from.month} – ${to.date} ${to.month} ${to.year}`;
  }
  return `${from.date}–${to.date} ${to.month} ${to.year}`;
}
