import { z } from '../zod';

/** Every error body of the API (decisions §2): an Indonesian message, and field messages for 400s. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successResponseSchema = z.object({ success: z.boolean() });

/** A numeric id in a path such as /api/users/:id; anything else is a 400, never a 500. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'ID tidak valid' })
    .int('ID tidak valid')
    .positive('ID tidak valid')
    .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid'),
});

/**
 * A text without NUL characters: they mean nothing in a name or a case's text, and PostgreSQL refuses to
 * store them (a 500 instead of a saved record). Used with `.overwrite()` before the other checks.
 */
export const withoutNul = (value: string) => value.replaceAll('\u0000', '');

/**
 * Who did something in a history or the audit trail: `username` is the name they had when they did it
 * (stored with the row, so a later rename cannot relabel the past), `current_username` the name they go
 * by now, null when the account's row is gone (decisions §6).
 */
export const historyActorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  current_username: z.string().nullable(),
});
export type HistoryActor = z.infer<typeof historyActorSchema>;
