import { z } from '../zod';
import {
  CASE_PAGE_DEFAULT,
  CASE_PAGE_MAX,
  CASE_SORTS,
  CASE_STATUSES,
  CASE_STATUS_FILTERS,
  CATEGORIES,
  MAX_LENGTH,
  isCalendarDate,
} from '../constants';
import { validationMessages as m } from '../messages';
import { historyActorSchema, withoutNul } from './common';
import { defendantRefSchema } from './defendants';
import { MONEY_CHANGE_FIELDS } from '../constants';

export const categorySchema = z.enum(CATEGORIES, { error: m.categoryInvalid });
export const caseStatusSchema = z.enum(CASE_STATUSES, { error: m.statusInvalid });

/** A calendar date `YYYY-MM-DD`; the message tells a missing date from a wrong one. */
export const calendarDateSchema = z
  .string({ error: m.dateRequired })
  .trim()
  .min(1, m.dateRequired)
  .refine(isCalendarDate, m.dateInvalid);

const HOUR = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** An hour as typed: `HH:mm` (seconds, which some time inputs add, are dropped); empty means none. */
const hourText = z
  .union([z.string(), z.null()], { error: m.timeInvalid })
  .transform((value) => (value?.trim() ? value.trim() : null))
  .refine((value) => value === null || HOUR.test(value), m.timeInvalid)
  .transform((value) => value?.slice(0, 5) ?? null);

/** `HH:mm` on a 24-hour clock; empty or absent means "no hour set". */
export const caseTimeSchema = hourText.optional().transform((value) => value ?? null);

/** On an edit, an absent `time` stays absent: the server then keeps the case's hour. */
export const caseTimeEditSchema = hourText.optional();

/** A string with its NUL characters removed before the other checks, so '\u0000' alone is empty. */
const nulFreeString = (message: string) => z.string({ error: message }).overwrite(withoutNul);

const text = (max: number, message: string) =>
  nulFreeString(m.textInvalid)
    .pipe(z.string().trim().max(max, message))
    .nullish()
    .transform((value) => value ?? '');

/**
 * The add/edit dialog (requirements §5, decisions §3): title and date required, the rest default to empty text.
 * The same object is the form's resolver and the server's validator.
 */
/** The most accounts a case team may hold (a warrant names a handful; this only bounds a request). */
export const CASE_TEAM_MAX = 30;

/**
 * The team as sent (decisions §7.1): staff account ids, each once. That each is an active staff account is the
 * server's check (`Anggota tim tidak valid`); here only the shape.
 */
export const teamIdsSchema = z
  .array(z.number({ error: m.teamInvalid }).int(m.teamInvalid).positive(m.teamInvalid), { error: m.teamInvalid })
  .max(CASE_TEAM_MAX, m.teamTooLarge)
  .transform((ids) => [...new Set(ids)]);

export const caseInputSchema = z.object({
  number: text(100, m.caseNumberTooLong),
  title: nulFreeString(m.titleRequired).pipe(
    z.string().trim().min(1, m.titleRequired).max(MAX_LENGTH.shortText, m.titleTooLong),
  ),
  date: calendarDateSchema,
  time: caseTimeSchema,
  description: text(MAX_LENGTH.longText, m.longTextTooLong),
  parties: text(MAX_LENGTH.mediumText, m.mediumTextTooLong),
  witnesses: text(MAX_LENGTH.mediumText, m.mediumTextTooLong),
  prosecutor: text(MAX_LENGTH.shortText, m.textTooLong),
  /** Where the hearing is held (decisions §7.5, `Tempat`); empty when not known. */
  location: text(MAX_LENGTH.location, m.locationTooLong),
  type: categorySchema,
  /** Absent on a create: no team; absent on an edit: the team stays as it is. */
  team_ids: teamIdsSchema.optional(),
});
export type CaseInput = z.input<typeof caseInputSchema>;
export type CaseFields = z.output<typeof caseInputSchema>;

/** PUT /api/cases/:id: the fields, plus the `updated_at` the edit was based on (optional: without it, last write wins). */
export const caseUpdateSchema = caseInputSchema.extend({
  time: caseTimeEditSchema,
  updated_at: z.string({ error: m.versionInvalid }).max(40, m.versionInvalid).optional(),
});
export type CaseUpdateInput = z.input<typeof caseUpdateSchema>;

export const caseStatusInputSchema = z.object({ status: caseStatusSchema });

/** A staff account as a team shows it. */
export const teamMemberSchema = z.object({ id: z.number().int(), username: z.string() });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A case as it leaves the server. */
export const caseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  description: z.string(),
  parties: z.string(),
  witnesses: z.string(),
  prosecutor: z.string(),
  location: z.string(),
  type: categorySchema,
  status: caseStatusSchema,
  /** The staff accounts responsible, by name. */
  team: z.array(teamMemberSchema),
  /** Whether the caller follows the case (a team member always does). */
  following: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The case's defendants in the order added, by name (decisions §8.1): every list, the board and one case carry
   * them (`[]` for none); only the journal's own presentation (the events' payload) leaves them out.
   */
  defendants: z.array(defendantRefSchema).optional(),
  /** The milestone (Tahapan) of the latest date, by its form's code (decisions §8.3); null without any. */
  last_milestone: z.object({ code: z.string(), date: z.string() }).nullable(),
  /** Kerugian keuangan negara in whole rupiah; null when not (yet) known (decisions §8.4). */
  state_loss: z.number().int().nullable(),
  /** What was recovered of it, the case's recoveries summed (0 when none). */
  recovered_total: z.number().int(),
});
export type Case = z.infer<typeof caseSchema>;
export const caseListSchema = z.array(caseSchema);

/** `?mine=1`: only the caller's cases (those whose team holds them). */
export const mineSchema = z
  .enum(['0', '1', 'true', 'false'], { error: m.mineInvalid })
  .transform((value) => value === '1' || value === 'true')
  .optional();

/**
 * GET /api/cases: an optional category, an optional search text, optional first and last days, a page (50 cases
 * unless `limit` says). The fields alone, for the export's query (exports.ts), which takes them without the page.
 */
export const caseListFieldsSchema = z.object({
  type: categorySchema.optional(),
  mine: mineSchema,
  /** A status, or `Belum Selesai`: every case not `Selesai`. */
  status: z.enum(CASE_STATUS_FILTERS, { error: m.statusFilterInvalid }).optional(),
  sort: z.enum(CASE_SORTS, { error: m.sortInvalid }).default('newest'),
  q: z.string({ error: m.textInvalid }).trim().max(MAX_LENGTH.shortText, m.textTooLong).optional(),
  limit: z.coerce
    .number({ error: m.pagingInvalid })
    .int(m.pagingInvalid)
    .min(1, m.pagingInvalid)
    .max(CASE_PAGE_MAX, m.casePageTooLarge)
    .default(CASE_PAGE_DEFAULT),
  offset: z.coerce.number({ error: m.pagingInvalid }).int(m.pagingInvalid).min(0, m.pagingInvalid).optional(),
  /** Only the cases dated on or after this day (`YYYY-MM-DD`)… */
  from: calendarDateSchema.optional(),
  /** …and on or before this one: the dashboard's week of hearings without the rest of the caller's cases. */
  to: calendarDateSchema.optional(),
});
export const caseListQuerySchema = caseListFieldsSchema.superRefine((value, context) => {
  if (value.from !== undefined && value.to !== undefined && value.to < value.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: m.calendarRangeReversed });
  }
});
export type CaseListQuery = z.input<typeof caseListQuerySchema>;

/** GET /api/schedule: a day, today in the office zone when absent. */
export const scheduleQuerySchema = z.object({ date: calendarDateSchema.optional(), mine: mineSchema });

/** GET /api/staff: the active staff accounts, for picking a team; `q` narrows by name. */
export const staffQuerySchema = z.object({
  q: z.string({ error: m.textInvalid }).trim().max(MAX_LENGTH.username, m.usernameTooLong).optional(),
});
export const staffMemberSchema = z.object({ id: z.number().int(), username: z.string(), position: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

/** PUT/DELETE /api/cases/:id/follow. */
export const followResponseSchema = z.object({ following: z.boolean() });

export const CASE_EVENT_ACTIONS = [
  'created',
  'updated',
  'status',
  'deleted',
  /** A deadline (tenggat) of the case added, edited, marked done, reopened, deleted (decisions §7.2). */
  'deadline_added',
  'deadline_updated',
  'deadline_done',
  'deadline_reopened',
  'deadline_deleted',
  /** A deadline's due day recounted by migration 0019: a detention period counts its first day (decisions §8.2). */
  'deadline_recounted',
  /** A document added to the case file (uploaded or copied from the actor's files); its name in `changes`. */
  'document_added',
  /** Moved to the case's trash (decisions §9); `document_restored` brings it back, `document_purged` ends it. */
  'document_deleted',
  'document_restored',
  'document_purged',
  /** Brought back from the trash (decisions §7.3). */
  'restored',
  /** A defendant added, edited, deleted (decisions §8.1); the name in `changes` (`defendant`). */
  'defendant_added',
  'defendant_updated',
  'defendant_deleted',
  /** A detention period added, edited, released, deleted (decisions §8.2); who and when in `changes`. */
  'detention_added',
  'detention_updated',
  'detention_released',
  'detention_deleted',
  /** A milestone (Tahapan) in one of the office's forms added, edited, deleted (decisions §8.3). */
  'milestone_added',
  'milestone_updated',
  'milestone_deleted',
  /** Evidence (barang bukti) and state money (decisions §8.4). */
  'evidence_added',
  'evidence_updated',
  'evidence_deleted',
  'state_loss_changed',
  'recovery_added',
  'recovery_deleted',
] as const;
export type CaseEventAction = (typeof CASE_EVENT_ACTIONS)[number];

/** Fields whose changes the history records, in the order the dialog shows them. */
export const CASE_TRACKED_FIELDS = [
  'number',
  'title',
  'date',
  'time',
  'description',
  'parties',
  'witnesses',
  'prosecutor',
  'location',
  'type',
  'status',
  /** The team's names, sorted and joined by ', ' (a history keeps the names they had). */
  'team',
] as const;
export type CaseTrackedField = (typeof CASE_TRACKED_FIELDS)[number];

/**
 * What a history row's `changes` may name: the tracked fields; a deadline's (decisions §7.2: its title, always,
 * from and to, so that the row names it, its due date, and its note, only as "changed"); and `document` (a
 * document's name: `to` when it was added, `from` when it was deleted).
 */
export const DEADLINE_CHANGE_FIELDS = ['deadline', 'deadline_due', 'deadline_note'] as const;
/**
 * A case record's rows (decisions §8.1, §8.2): `defendant` names the person (always, from and to), `detention` the
 * period as `YYYY-MM-DD s/d YYYY-MM-DD`, with `, dikeluarkan YYYY-MM-DD` once released.
 */
export const RECORD_CHANGE_FIELDS = ['defendant', 'detention'] as const;

/**
 * A milestone's (decisions §8.3): its form (`KODE Nama`, always, so that the row names it), its number, date and
 * note; the deadlines it started are `deadline` rows (`to`: the title) with their `deadline_due`.
 */
export const MILESTONE_CHANGE_FIELDS = ['milestone', 'milestone_number', 'milestone_date', 'milestone_note'] as const;

export const CASE_EVENT_FIELDS = [
  ...CASE_TRACKED_FIELDS,
  ...DEADLINE_CHANGE_FIELDS,
  'document',
  ...RECORD_CHANGE_FIELDS,
  ...MILESTONE_CHANGE_FIELDS,
  ...MONEY_CHANGE_FIELDS,
] as const;

export const caseChangeSchema = z.object({
  field: z.enum(CASE_EVENT_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type CaseChange = z.infer<typeof caseChangeSchema>;

/** One row of a case's history (Riwayat): who did what, when, and for edits which fields changed. */
export const caseEventSchema = z.object({
  id: z.number().int(),
  case_id: z.number().int(),
  action: z.enum(CASE_EVENT_ACTIONS),
  actor: historyActorSchema.nullable(),
  changes: z.array(caseChangeSchema),
  created_at: z.string(),
});
export type CaseEvent = z.infer<typeof caseEventSchema>;
export const caseHistorySchema = z.array(caseEventSchema);
