import { z } from '../zod';
import { CASE_STATUSES, CATEGORIES, ROLES } from '../constants';
import { validationMessages as m } from '../messages';

/** Weeks shown before and after the current one in "hearings per week" (decisions §7.4): 17 buckets in all. */
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

/** One month of a year and the recoveries dated in it (whole rupiah). */
export const statsRecoveryMonthSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), total: count });

/**
 * Penyelamatan keuangan negara (decisions §8.4): the recoveries of live cases summed per month of `year` (the 12
 * months, or the one month of the period chosen: decisions §10; zeros included; a recovery's month is that of its
 * `date`, a calendar day), and their total.
 */
export const statsRecoveriesSchema = z.object({
  year: z.number().int(),
  months: z.array(statsRecoveryMonthSchema),
  total: count,
});
export type StatsRecoveries = z.infer<typeof statsRecoveriesSchema>;

/**
 * GET /api/admin/stats?year=2026&month=11 (decisions §10): the period of the hearings per week and the recoveries —
 * a month of a year, or the whole year without `month`; a `month` alone is one of this office year. Neither: the 17
 * weeks around today and this year's recoveries (decisions §7.4).
 */
export const adminStatsQuerySchema = z.object({
  year: z.coerce
    .number({ error: m.statsYearInvalid })
    .int(m.statsYearInvalid)
    .min(2000, m.statsYearInvalid)
    .max(2100, m.statsYearInvalid)
    .optional(),
  month: z.coerce
    .number({ error: m.statsMonthInvalid })
    .int(m.statsMonthInvalid)
    .min(1, m.statsMonthInvalid)
    .max(12, m.statsMonthInvalid)
    .optional(),
});
export type AdminStatsQuery = z.infer<typeof adminStatsQuerySchema>;

/** The period chosen: a month (`month` 1–12) or a whole year (`month` null), from its first day to its last. */
export const statsPeriodSchema = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  from: day,
  to: day,
});
export type StatsPeriod = z.infer<typeof statsPeriodSchema>;

/** `GET /api/admin/stats` (decisions §7.4, §10): the figures of `/admin/stats`. */
export const adminStatsSchema = z.object({
  /** Today in the office zone, the day the figures are counted on. */
  today: day,
  /** The four categories in their order, each with every status (zeros included). */
  cases_by_category: z.array(statsCategorySchema),
  /** The period chosen, or null: then the 17 weeks around today and this year's recoveries. */
  period: statsPeriodSchema.nullable(),
  /**
   * Oldest first, zeros included: without a period 17 weeks, 8 before the current one, the current one, 8 after;
   * with one, every week that holds a day of it.
   */
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
  recoveries: statsRecoveriesSchema,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type StatsWeek = z.infer<typeof statsWeekSchema>;

/** Active (not `Selesai`) live cases of one stage. */
export const statsStageCountSchema = z.object({ category: z.enum(CATEGORIES), count });

/** `GET /api/admin/stats/overview` (decisions §10): the admin dashboard's figures, each counted on today (office zone). */
export const adminOverviewSchema = z.object({
  today: day,
  /** The four stages in their order: live cases not `Selesai`. */
  active_cases: z.array(statsStageCountSchema),
  /** Live cases whose hearing is today. */
  hearings_today: count,
  /** Detention periods in force (decisions §8.2) ending from today to `until` (today + 7), of live cases. */
  detentions_ending: z.object({ until: day, count }),
  /** Live accounts the login limit makes wait now (decisions §9). */
  locked_accounts: count,
  /** Recoveries of live cases dated in this office year (whole rupiah). */
  recoveries_year: z.object({ year: z.number().int(), total: count }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** How far ahead the admin dashboard's "detention ends" looks, as the staff dashboard's list (decisions §8.2). */
export const OVERVIEW_DETENTION_DAYS = 7;
