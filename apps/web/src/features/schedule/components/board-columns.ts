import type { ScheduleEntry } from '@pidsus/shared';
import { idSchedule } from '../../../i18n/id-schedule';

const t = idSchedule;

export type ColumnKey = 'time' | 'title' | 'defendants' | 'stage' | 'prosecutor' | 'location' | 'status';

export interface BoardColumn {
  key: ColumnKey;
  label: string;
  /** Its share of the table's width, e.g. `36.00%`. */
  width: string;
}

/**
 * The columns of decisions §10 with their shares of the width. The title takes the most: at 1920 px a 120-character
 * title in 28 px type fits three lines. The place and the defendants only count on a day that has them.
 */
const WEIGHTS: Record<ColumnKey, number> = {
  time: 6,
  title: 36,
  defendants: 13,
  stage: 10,
  prosecutor: 12,
  location: 12,
  status: 11,
};

const ORDER: ColumnKey[] = ['time', 'title', 'defendants', 'stage', 'prosecutor', 'location', 'status'];

export const hasLocation = (rows: ScheduleEntry[]) => rows.some((row) => row.location.trim() !== '');

/** A listed case has a defendant (the board's `Tersangka/Terdakwa` column, decisions §8.1). */
export const hasDefendants = (rows: ScheduleEntry[]) => rows.some((row) => (row.defendants ?? []).length > 0);

/**
 * The board's columns for these rows: `Tempat` (decisions §7.5) only on a day when a listed hearing has a place, and
 * `Tersangka/Terdakwa` (decisions §8.1) only on a day when a listed case has one; a column of dashes would only take
 * room from the titles.
 */
export function boardColumns(rows: ScheduleEntry[]): BoardColumn[] {
  const keys = ORDER.filter(
    (key) => (key !== 'location' || hasLocation(rows)) && (key !== 'defendants' || hasDefendants(rows)),
  );
  const total = keys.reduce((sum, key) => sum + WEIGHTS[key], 0);
  return keys.map((key) => ({ key, label: t.columns[key], width: `${((WEIGHTS[key] * 100) / total).toFixed(2)}%` }));
}

/** A case's defendants as the board writes them: `Rudi, Sri`. */
export const defendantNames = (row: ScheduleEntry) => (row.defendants ?? []).map((each) => each.name).join(', ');

/**
 * Who prosecutes, as the board writes it (decisions §10): the case's team by name; the free-text `prosecutor` only
 * when the case has no team, since the team is what the office keeps up to date.
 */
export const prosecutorNames = (row: ScheduleEntry) =>
  row.team.length > 0 ? row.team.map((member) => member.username).join(', ') : row.prosecutor.trim();
