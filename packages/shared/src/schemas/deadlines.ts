import { z } from '../zod';
import { DAY_COUNTINGS } from '../law-days';
import { CATEGORIES, MAX_LENGTH } from '../constants';
import { validationMessages as m } from '../messages';
import { calendarDateSchema, caseSchema, mineSchema } from './case';
import { withoutNul } from './common';

/** A template's days: from one day to ten years. */
export const TEMPLATE_DAYS_MAX = 3650;
/** The most deadlines `GET /api/deadlines` answers (far above an office's open deadlines in a window). */
export const DEADLINE_LIST_MAX = 500;
/** The most deadlines a case may hold: this only bounds a request. */
export const CASE_DEADLINES_MAX = 200;

const title = z
  .string({ error: m.titleRequired })
  .overwrite(withoutNul)
  .pipe(z.string().trim().min(1, m.titleRequired).max(MAX_LENGTH.shortText, m.titleTooLong));

const note = z
  .string({ error: m.textInvalid })
  .overwrite(withoutNul)
  .pipe(z.string().trim().max(MAX_LENGTH.mediumText, m.deadlineNoteTooLong));

/** POST /api/cases/:id/deadlines, and the dialog's resolver: a title, a due date, a note (empty when absent). */
export const deadlineInputSchema = z.object({
  title,
  due_date: calendarDateSchema,
  note: note.nullish().transform((value) => value ?? ''),
});
export type DeadlineInput = z.input<typeof deadlineInputSchema>;
export type DeadlineFields = z.output<typeof deadlineInputSchema>;

/** PUT /api/cases/:id/deadlines/:did: any of the fields, and `done` (true marks it done, false reopens it). */
export const deadlineUpdateSchema = z
  .object({
    title: title.optional(),
    due_date: calendarDateSchema.optional(),
    note: note.nullish().transform((value) => (value === null ? '' : value)),
    done: z.boolean({ error: m.deadlineDoneInvalid }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), m.nothingToChange);
export type DeadlineUpdate = z.output<typeof deadlineUpdateSchema>;

export const deadlineParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'ID tidak valid' })
    .int('ID tidak valid')
    .positive('ID tidak valid')
    .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid'),
  did: z.coerce
    .number({ error: 'ID tidak valid' })
    .int('ID tidak valid')
    .positive('ID tidak valid')
    .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid'),
});

/** Who created a deadline or marked it done, by the name they had then. */
export const deadlineActorSchema = z.object({ id: z.number().int(), username: z.string() });

/** A deadline as it leaves the server (decisions §7.2). */
export const deadlineSchema = z.object({
  id: z.number().int(),
  case_id: z.number().int(),
  title: z.string(),
  due_date: z.string(),
  note: z.string(),
  /** When it was marked done; null while open. */
  done_at: z.string().nullable(),
  done_by: deadlineActorSchema.nullable(),
  created_by: deadlineActorSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deadline = z.infer<typeof deadlineSchema>;
export const deadlineListSchema = z.array(deadlineSchema);

/** GET /api/deadlines: only the caller's cases (`mine=1`), up to a day (`until`, included). */
export const deadlineListQuerySchema = z.object({ mine: mineSchema, until: calendarDateSchema.optional() });
export type DeadlineListQuery = z.input<typeof deadlineListQuerySchema>;

/** An open deadline with its case, as the dashboard lists them. */
export const dueDeadlineSchema = deadlineSchema.extend({
  case: z.object({ id: z.number().int(), title: z.string(), number: z.string(), type: z.enum(CATEGORIES) }),
});
export type DueDeadline = z.infer<typeof dueDeadlineSchema>;
export const dueDeadlineListSchema = z.array(dueDeadlineSchema);

/**
 * POST/PUT /api/deadline-templates (admins): a title, the days counted from a start date, and how they count
 * (decisions §8.2): `masa`, a period whose first day counts (due = start + days − 1), or `setelah`, within N days
 * after an event (due = start + days; the default, as every template counted before).
 */
export const deadlineTemplateInputSchema = z.object({
  title,
  days: z
    .number({ error: m.templateDaysInvalid })
    .int(m.templateDaysInvalid)
    .min(1, m.templateDaysInvalid)
    .max(TEMPLATE_DAYS_MAX, m.templateDaysInvalid),
  counting: z.enum(DAY_COUNTINGS, { error: m.templateCountingInvalid }).default('setelah'),
});
export type DeadlineTemplateInput = z.input<typeof deadlineTemplateInputSchema>;

export const deadlineTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  days: z.number().int(),
  counting: z.enum(DAY_COUNTINGS),
});
export type DeadlineTemplate = z.infer<typeof deadlineTemplateSchema>;
export const deadlineTemplateListSchema = z.array(deadlineTemplateSchema);

/**
 * A hearing on the board (GET /api/schedule): the case, and whether it has an open deadline due on the board's
 * day or before it (today's board: due today or overdue).
 */
export const scheduleEntrySchema = caseSchema.extend({
  deadline_due: z.boolean(),
  /** A defendant of the case is held on the board's day (a detention period in force then, decisions §8.2). */
  detained: z.boolean().optional(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;
export const scheduleListSchema = z.array(scheduleEntrySchema);
