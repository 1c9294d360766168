import { errorResponseSchema } from '@pidsus/shared';
import { z } from 'zod';

/**
 * The error body of a route that declares `config.errorEnvelope` (plugins/errors.ts, decisions §2):
 * `{ success: false, error, message, errors? }` plus the route's own fields, each null (e.g. `avatar_url`).
 * Every other route answers its errors with `errorResponseSchema`, `{ message, errors? }`.
 */
export function errorEnvelopeSchema(fields: Readonly<Record<string, null>>) {
  const extra: Record<string, z.ZodNull> = {};
  for (const name of Object.keys(fields)) {
    extra[name] = z.null();
  }
  return errorResponseSchema.extend({ success: z.literal(false), error: z.string(), ...extra });
}
