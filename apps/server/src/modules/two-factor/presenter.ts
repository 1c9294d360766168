import type { RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '@pidsus/shared';

/** The secret leaves the server only here, while it is pending; once confirmed it is never shown again. */
export const presentEnrolment = (secret: string, otpauthUrl: string): TwoFactorEnrolment => ({
  secret,
  otpauth_url: otpauthUrl,
});

/** Recovery codes leave the server once, at confirmation; only their hashes stay. */
export const presentRecoveryCodes = (codes: string[]): RecoveryCodes => ({ recovery_codes: codes });

export const presentStatus = (enabled: boolean, required: boolean): TwoFactorStatus => ({ enabled, required });
