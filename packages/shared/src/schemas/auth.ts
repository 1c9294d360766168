import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { validationMessages as m } from '../messages';
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
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
