import { z } from '../zod';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH, ROLES, USER_PAGE_DEFAULT, USER_PAGE_MAX } from '../constants';
import { validationMessages as m } from '../messages';
import { containsPersonalWords } from '../password-words';
import { historyActorSchema, withoutNul } from './common';

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
  /** Hears of every case change, not only of the cases the user is on or follows (decisions §7.1). */
  notify_all: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** `GET`/`PUT /api/profile`: one's own account with one's e-mail choices. */
export const profileSchema = userSchema.extend({
  mail_docket: z.boolean(),
  mail_reminders: z.boolean(),
  mail_notifications: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * An account as the admin's list shows it (decisions §7.5): when it last logged in, and until when the
 * per-account login limit locks it (ISO times, null for never / not locked).
 */
export const userListItemSchema = userSchema.extend({
  last_login_at: z.string().nullable(),
  locked_until: z.string().nullable(),
  /** Two-step sign-in is on (decisions §9): the admin may reset it. */
  two_factor: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = z.array(userListItemSchema);

/**
 * GET /api/users: a page of accounts in name order (100 unless `limit` says), narrowed by `q`; X-Total-Count counts
 * all of them that `q` lets through.
 */
export const userListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: m.pagingInvalid })
    .int(m.pagingInvalid)
    .min(1, m.pagingInvalid)
    .max(USER_PAGE_MAX, m.userPageTooLarge)
    .default(USER_PAGE_DEFAULT),
  offset: z.coerce.number({ error: m.pagingInvalid }).int(m.pagingInvalid).min(0, m.pagingInvalid).default(0),
  /**
   * `Cari pengguna` (decisions §10): only the accounts whose name, email or position holds this text, ignoring
   * case and the spaces around it; empty or absent for every account.
   */
  q: z
    .string({ error: m.textInvalid })
    .overwrite(withoutNul)
    .trim()
    .max(MAX_LENGTH.shortText, m.textTooLong)
    .optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

const optionalText = z
  .string({ error: m.textInvalid })
  .overwrite(withoutNul)
  .trim()
  .max(MAX_LENGTH.shortText, m.textTooLong)
  .default('');

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(MAX_LENGTH.email, m.emailTooLong)
  .pipe(z.email(m.emailInvalid))
  .transform((value) => value.toLowerCase());

export const usernameSchema = z
  .string({ error: m.usernameRequired })
  .overwrite(withoutNul)
  .trim()
  .min(1, m.usernameRequired)
  .max(MAX_LENGTH.username, m.usernameTooLong);

export const newPasswordSchema = z
  .string({ error: m.passwordRequiredForNewUser })
  .min(1, m.passwordRequiredForNewUser)
  .min(MIN_PASSWORD_LENGTH, m.passwordTooShort)
  .max(MAX_LENGTH.password, m.passwordTooLong);

/**
 * A new password holding the account's email name, username or office is refused under its field (decisions §9); the
 * server also checks the office's name and the list of common passwords.
 */
function refuseGuessable(
  value: { password?: string; email: string; username: string; office: string },
  ctx: z.RefinementCtx,
) {
  if (value.password && containsPersonalWords(value.password, [value.email, value.username, value.office])) {
    ctx.addIssue({ code: 'custom', message: m.passwordGuessable, path: ['password'] });
  }
}

/** The admin's user dialog on create (requirements §5): the password is required only here. */
export const userCreateSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    position: optionalText,
    phone: optionalText,
    office: optionalText,
    role: roleSchema.default('user'),
  })
  .superRefine(refuseGuessable);
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;

/** An empty password on edit keeps the old one (requirements §5); a new one follows the usual rules. */
const optionalNewPassword = z
  .string()
  .max(MAX_LENGTH.password, m.passwordTooLong)
  .optional()
  .refine((value) => !value || value.length >= MIN_PASSWORD_LENGTH, m.passwordTooShort)
  .transform((value) => (value ? value : undefined));

/** The admin's user dialog on edit: the same fields, the password optional, the role kept when absent. */
export const userUpdateSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: optionalNewPassword,
    position: optionalText,
    phone: optionalText,
    office: optionalText,
    role: roleSchema.optional(),
  })
  .superRefine(refuseGuessable);
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;

/** `DELETE /api/users/:id` and the other account actions answer `{ success, error }` (requirements §3). */
export const userActionResponseSchema = z.object({ success: z.boolean(), error: z.string().nullable() });
export type UserActionResponse = z.infer<typeof userActionResponseSchema>;

/**
 * `DELETE /api/users/:id?reassign_to=`: the staff account that takes over every case-team membership of the one
 * deleted (decisions §8.7). Without it, an account still on case teams is a 409 with `{ cases }`.
 */
export const userDeleteQuerySchema = z.object({
  reassign_to: z.coerce
    .number({ error: 'Pilih staf aktif lain untuk menggantikan pengguna ini' })
    .int('Pilih staf aktif lain untuk menggantikan pengguna ini')
    .positive('Pilih staf aktif lain untuk menggantikan pengguna ini')
    .max(Number.MAX_SAFE_INTEGER, 'Pilih staf aktif lain untuk menggantikan pengguna ini')
    .optional(),
});

/** The 409 of a deletion refused while the account is on case teams. */
export const userStillOnTeamsSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  cases: z.number().int(),
});

/** One entry of the audit trail of admin actions on accounts. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: historyActorSchema,
  target_user_id: z.number().int().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The profile form (requirements §2 Profile, edit mode): one's own data, never the role. */
export const profileUpdateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  position: optionalText,
  phone: optionalText,
  office: optionalText,
  /** Absent: kept as it is. */
  notify_all: z.boolean({ error: m.notifyAllInvalid }).optional(),
  /** The e-mail choices (decisions §11); absent: kept as they are. */
  mail_docket: z.boolean({ error: m.notifyAllInvalid }).optional(),
  mail_reminders: z.boolean({ error: m.notifyAllInvalid }).optional(),
  mail_notifications: z.boolean({ error: m.notifyAllInvalid }).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Changing one's own password needs the current one; the confirmation must match. */
export const passwordChangeSchema = z
  .object({
    current_password: z
      .string({ error: m.currentPasswordRequired })
      .min(1, m.currentPasswordRequired)
      .max(MAX_LENGTH.password, m.passwordTooLong),
    new_password: z
      .string({ error: m.newPasswordRequired })
      .min(1, m.newPasswordRequired)
      .min(MIN_PASSWORD_LENGTH, m.passwordTooShort)
      .max(MAX_LENGTH.password, m.passwordTooLong),
    confirm_password: z.string({ error: m.passwordConfirmMismatch }),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    message: m.passwordConfirmMismatch,
    path: ['confirm_password'],
  })
  // A forced change (decisions §9) must give a new password, not the one the admin set.
  .refine((value) => value.new_password !== value.current_password, {
    message: m.passwordUnchanged,
    path: ['new_password'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** `POST /api/profile/avatar` (requirements §3 upload response). */
export const avatarUploadResponseSchema = z.object({
  success: z.boolean(),
  avatar_url: z.string().nullable(),
  error: z.string().nullable(),
});
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;
