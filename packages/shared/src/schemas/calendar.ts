import { z } from '../zod';
import { CALENDAR_RANGE_MAX_DAYS } from '../constants';
import { validationMessages as m } from '../messages';
import { calendarDateSchema, categorySchema, caseStatusSchema, mineSchema } from './case';
import { defendantRefSchema } from './defendants';

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * GET /api/calendar: the days `from`–`to` (both included, at most CALENDAR_RANGE_MAX_DAYS), only the caller's cases
 * with `mine=1` (their team's or followed).
 */
export const calendarQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema, mine: mineSchema })
  .superRefine((value, context) => {
    const days = daysBetween(value.from, value.to);
    if (days < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: m.calendarRangeReversed });
    } else if (days + 1 > CALENDAR_RANGE_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: m.calendarRangeTooLong });
    }
  });
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

/** A hearing on the calendar: a case on its hearing day. */
export const calendarHearingSchema = z.object({
  case_id: z.number().int(),
  title: z.string(),
  number: z.string(),
  type: categorySchema,
  status: caseStatusSchema,
  date: z.string(),
  /** `HH:mm` in the office zone, or null when the hearing has no hour yet. */
  time: z.string().nullable(),
  location: z.string(),
  /** The case's defendants by name, in the order added (decisions §8.1). */
  defendants: z.array(defendantRefSchema).optional(),
});
export type CalendarHearing = z.infer<typeof calendarHearingSchema>;

/** An open deadline on the calendar, with its case. */
export const calendarDeadlineSchema = z.object({
  id: z.number().int(),
  case_id: z.number().int(),
  case_title: z.string(),
  case_type: categorySchema,
  title: z.string(),
  due_date: z.string(),
});
export type CalendarDeadline = z.infer<typeof calendarDeadlineSchema>;

export const calendarSchema = z.object({
  hearings: z.array(calendarHearingSchema),
  deadlines: z.array(calendarDeadlineSchema),
});
export type CalendarData = z.infer<typeof calendarSchema>;

/** GET /api/calendar/feed.ics: the feed key (the only proof of access), and `mine=1` for the caller's cases only. */
export const calendarFeedQuerySchema = z.object({
  key: z.string({ error: m.calendarKeyRequired }).trim().min(1, m.calendarKeyRequired).max(200, m.calendarKeyRequired),
  mine: mineSchema,
});

/** GET /api/profile/calendar-key: whether the caller has a feed key, and since when (never the key itself). */
export const calendarKeyStatusSchema = z.object({ created_at: z.string().nullable() });
export type CalendarKeyStatus = z.infer<typeof calendarKeyStatusSchema>;

/** POST /api/profile/calendar-key: the feed's address with the new key, shown once. */
export const calendarKeyCreatedSchema = z.object({ url: z.string(), created_at: z.string() });

/** POST /api/profile/calendar-key: a new feed key is a credential, so it asks for one's password (decisions §9). */
export const calendarKeyCreateSchema = z.object({
  password: z.string({ error: m.calendarPasswordRequired }).min(1, m.calendarPasswordRequired).max(200),
});
export type CalendarKeyCreate = z.infer<typeof calendarKeyCreateSchema>;
export type CalendarKeyCreated = z.infer<typeof calendarKeyCreatedSchema>;
