import { z } from '../zod';
import { MAX_LENGTH, twoFactorMessages } from '../constants';
import { validationMessages as m } from '../messages';

/** How many recovery codes an enrolment gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code as typed: 6 digits from the app, or a recovery code (`abcde-fghij`). Spaces are dropped (apps show
 * `123 456`); what it is is the server's to tell.
 */
export const twoFactorCodeSchema = z
  .string({ error: twoFactorMessages.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, twoFactorMessages.codeRequired).max(32, twoFactorMessages.codeWrong));

/** `POST /api/profile/2fa`: a new secret, not active until confirmed (base32; the otpauth URI for the QR code). */
export const twoFactorEnrolmentSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** `POST /api/profile/2fa/confirm`, and the form's resolver. */
export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorConfirm = z.input<typeof twoFactorConfirmSchema>;

/** The answer of a confirmation: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `DELETE /api/profile/2fa`: turning it off asks for the password. */
export const twoFactorDisableSchema = z.object({
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(MAX_LENGTH.password, m.passwordTooLong),
});
export type TwoFactorDisable = z.infer<typeof twoFactorDisableSchema>;

/** `GET /api/profile/2fa`: whether it is on (the profile's section). */
export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
