import { z } from '../zod';
import { MAX_LENGTH } from '../constants';
import { validationMessages as m } from '../messages';
import { twoFactorCodeSchema } from './two-factor';
import { roleSchema } from './user';

/**
 * Login has no client-side validation (requirements §5); the server still refuses a malformed body with
 * field messages instead of treating it as a failed login.
 */
export const loginRequestSchema = z.object({
  email: z.string({ error: m.emailRequired }).trim().min(1, m.emailRequired).max(MAX_LENGTH.email, m.emailTooLong),
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(MAX_LENGTH.password, m.passwordTooLong),
  /** The second step (decisions §9): a code of the authenticator app, or a recovery code. */
  code: twoFactorCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  /** An admin or the CLI set the password: the web asks for a new one before anything else (decisions §9). */
  must_change_password: z.boolean(),
  /** The account must set up two-step sign-in before anything else (decisions §9). */
  must_set_up_2fa: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * `GET /api/auth/me`: who the session is, and what they must do first (decisions §9). Until a forced step is done,
 * every other route but logout, this one (and the two-step set-up) answers 403.
 */
export const meResponseSchema = z.object({
  user: sessionUserSchema,
  must_change_password: z.boolean(),
  must_set_up_2fa: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * A refused login (401 wrong email or password, 429 wait): `tries_left` failures remain before the account waits
 * (decisions §9); a 429 also carries `retry_after` in seconds, as its `Retry-After` header; a right password of an
 * account with two-step sign-in and no code, `two_factor_required`.
 */
export const loginRefusalSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  tries_left: z.number().optional(),
  retry_after: z.number().optional(),
  /** The password was right and the account asks for a code (two-step sign-in). */
  two_factor_required: z.boolean().optional(),
});
export type LoginRefusal = z.infer<typeof loginRefusalSchema>;
