import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { calendarDateSchema } from './case';
import { daysBetween } from './calendar';

/** What an audit row records (decisions §9): a change made, or personal data looked at. */
export const AUDIT_KINDS = ['change', 'read'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * Every action the audit log knows, in the order the screen's action filter lists them. The `change` ones are
 * kept for good; the `read` ones (`*.read`) for AUDIT_READ_DAYS. A module adding an action adds it here and its
 * words to the web's `i18n/id-audit.ts`; `audit_log.action` is varchar(40).
 */
export const AUDIT_ACTIONS = [
  'login.success',
  'login.failure',
  'logout',
  'user.create',
  'user.update',
  'user.delete',
  'user.end_sessions',
  'user.unlock',
  '2fa.enable',
  '2fa.disable',
  '2fa.reset',
  'settings.update',
  'case.purge',
  'file.purge',
  'folder.purge',
  'case_document.purge',
  'trash.auto_purge',
  'mail.failed',
  'case.read',
  'case_document.read',
  'export.read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actions recorded as reads, kept AUDIT_READ_DAYS and collapsed within AUDIT_READ_COLLAPSE_MINUTES. */
export const AUDIT_READ_ACTIONS = [
  'case.read',
  'case_document.read',
  'export.read',
] as const satisfies readonly AuditAction[];

/** How long read rows are kept (UU 27/2022: who saw whose data), in days; change rows are kept for good. */
export const AUDIT_READ_DAYS = 365;
/** Repeated reads of one object by one user within this many minutes of the row are that one row. */
export const AUDIT_READ_COLLAPSE_MINUTES = 10;
/** Rows per page of `GET /api/admin/audit` unless `limit` says, and the most a page may hold. */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
/** The most rows one `GET /api/admin/audit/export.xlsx` holds (newest first). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const blankIsNone = (value: unknown) => (value === '' ? undefined : value);

const filterShape = {
  kind: z.preprocess(blankIsNone, z.enum(AUDIT_KINDS, { error: m.auditKindInvalid }).optional()),
  user_id: z.preprocess(
    blankIsNone,
    z.coerce.number({ error: m.auditUserInvalid }).int(m.auditUserInvalid).min(1, m.auditUserInvalid).optional(),
  ),
  action: z.preprocess(blankIsNone, z.enum(AUDIT_ACTIONS, { error: m.auditActionInvalid }).optional()),
  from: z.preprocess(blankIsNone, calendarDateSchema.optional()),
  to: z.preprocess(blankIsNone, calendarDateSchema.optional()),
};

const rangeInOrder = (value: { from?: string; to?: string }, context: z.RefinementCtx) => {
  if (value.from && value.to && daysBetween(value.from, value.to) < 0) {
    context.addIssue({ code: 'custom', path: ['to'], message: m.calendarRangeReversed });
  }
};

/** The filters of the audit log and of its export: dates are days of the office's zone, both included. */
export const auditFilterSchema = z.object(filterShape).superRefine(rangeInOrder);
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** `GET /api/admin/audit`: a page of the filtered log, newest first; X-Total-Count counts every match. */
export const auditQuerySchema = z
  .object({
    ...filterShape,
    limit: z.coerce
      .number({ error: m.pagingInvalid })
      .int(m.pagingInvalid)
      .min(1, m.pagingInvalid)
      .max(AUDIT_PAGE_MAX, m.auditPageTooLarge)
      .default(AUDIT_PAGE_DEFAULT),
    offset: z.coerce.number({ error: m.pagingInvalid }).int(m.pagingInvalid).min(0, m.pagingInvalid).default(0),
  })
  .superRefine(rangeInOrder);
export type AuditQuery = z.input<typeof auditQuerySchema>;

/**
 * One row of the audit log as an admin reads it. `actor` is null for the system (the daily purge) and for a
 * failed login with an unknown email (then `details.email` holds what was typed); `object` names what was acted
 * on or read: its type, id and a label as it was then (a case's number and title, a file's name, an export's kind).
 */
export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  object: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }).nullable(),
  target_user: z.object({ id: z.number().int(), username: z.string().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogSchema = z.array(auditLogEntrySchema);
