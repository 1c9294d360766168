import { idDeadlines } from '../../i18n/id-deadlines';

const t = idDeadlines;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `today` to `due` (both `YYYY-MM-DD`): negative when overdue. */
export function daysUntil(due: string, today: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * How an open deadline stands (decisions §7.2): "Terlambat N hari" (red), "Hari ini", "N hari lagi"; `overdue` and
 * `today` say how to colour it.
 */
export function deadlineDayText(due: string, today: string): { text: string; tone: 'overdue' | 'today' | 'ahead' } {
  const days = daysUntil(due, today);
  if (days < 0) {
    return { text: t.overdue(-days), tone: 'overdue' };
  }
  if (days === 0) {
    return { text: t.today, tone: 'today' };
  }
  return { text: t.daysLeft(days), tone: 'ahead' };
}
