import { z } from 'zod';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH, ROLES } from '../constants';
import { validationMessages as m } from '../messages';

export const roleSchema = z.enum(ROLES, { error: m.roleInvalid });

/** A user as it leaves the server: never a password or its hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  position: z.string(),
  phone: z.string(),
  office: z.string(),
  avatar_url: z.string().nullable(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

export const userListSchema = z.array(userSchema);

const optionalText = z.string().trim().max(MAX_LENGTH.shortText, m.textTooLong).default('');

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(MAX_LENGTH.email, m.emailTooLong)
  .pipe(z.email(m.emailInvalid))
  .transform((value) => value.toLowerCase());

export const usernameSchema = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, m.usernameRequired)
  .max(MAX_LENGTH.username, m.usernameTooLong);

export const newPasswordSchema = z
  .string({ error: m.passwordRequiredForNewUser })
  .min(1, m.passwordRequiredForNewUser)
  .min(MIN_PASSWORD_LENGTH, m.passwordTooShort)
  .max(MAX_LENGTH.password, m.passwordTooLong);

/** The admin's user dialog on create (spec §5): the password is required only here. */
export const userCreateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  position: optionalText,
  phone: optionalText,
  office: optionalText,
  role: roleSchema.default('user'),
});
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;
