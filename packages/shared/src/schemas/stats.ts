import { z } from 'zod';
import { CASE_STATUSES, CATEGORIES, ROLES } from '../constants';

/** Weeks shown before and after the current one in "hearings per week" (contract §7.4): 17 buckets in all. */
export const STATS_WEEKS_BACK = 8;
export const STATS_WEEKS_AHEAD = 8;
/** "Active users": those seen in this many days up to now. */
export const STATS_ACTIVE_DAYS = 7;

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Live cases (not in the trash) of one category, per status. */
export const statsCategorySchema = z.object({
  category: z.enum(CATEGORIES),
  by_status: z.object(
    Object.fromEntries(CASE_STATUSES.map((status) => [status, count])) as Record<
      (typeof CASE_STATUSES)[number],
      typeof count
    >,
  ),
  total: count,
});

/** One ISO week (Monday to Sunday, office days) and the hearings (`cases.date`) in it. */
export const statsWeekSchema = z.object({
  /** Monday, `YYYY-MM-DD`. */
  start: day,
  /** Sunday, `YYYY-MM-DD`. */
  end: day,
  /** Weeks from the current one: -8 … 8 (0 is this week). */
  offset: z.number().int(),
  count,
});

/** Open (not done) deadlines of live cases, and those of them due before today (office zone). */
export const statsDeadlineCountsSchema = z.object({ open: count, overdue: count });

/** A staff account and the open (not `Selesai`) live cases whose team holds it. */
export const statsMemberSchema = z.object({ id: z.number().int(), username: z.string(), open_cases: count });

/** Accounts (not deleted) of a role, and how many of them were seen in the last `STATS_ACTIVE_DAYS` days. */
export const statsRoleActivitySchema = z.object({ role: z.enum(ROLES), active: count, total: count });

/** `GET /api/admin/stats` (contract §7.4): the figures of `/admin/stats`. */
export const adminStatsSchema = z.object({
  /** Today in the office zone, the day the figures are counted on. */
  today: day,
  /** The four categories in their order, each with every status (zeros included). */
  cases_by_category: z.array(statsCategorySchema),
  /** 17 weeks, oldest first: 8 before the current one, the current one, 8 after (zeros included). */
  hearings_per_week: z.array(statsWeekSchema),
  deadlines: statsDeadlineCountsSchema.extend({
    by_category: z.array(statsDeadlineCountsSchema.extend({ category: z.enum(CATEGORIES) })),
  }),
  /** Every staff account (zeros too), most open cases first, then by name. */
  cases_per_member: z.array(statsMemberSchema),
  active_users: z.object({
    days: count,
    /** The moment from which an account counts as active (ISO). */
    since: z.string(),
    active: count,
    total: count,
    by_role: z.array(statsRoleActivitySchema),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type StatsWeek = z.infer<typeof statsWeekSchema>;
