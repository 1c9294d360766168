import { z } from '../zod';
import { AUDIT_ACTIONS, AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX } from '../constants';
import { validationMessages as m } from '../messages';
import { calendarDateSchema } from './case';
import { daysBetween } from './calendar';

/** What an audit row records (decisions §9): a change made, or personal data looked at. */
export const AUDIT_KINDS = ['change', 'read'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

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
