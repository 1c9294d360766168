import { randomInt } from 'node:crypto';
import type * as Otplib from 'otplib';
import { RECOVERY_CODE_COUNT } from '@pidsus/shared';
import { loadOnDemand } from '../../lib/load-on-demand';
import { hashToken } from '../../lib/tokens';

/** otplib, loaded by the first request that speaks TOTP (lib/load-on-demand.ts). */
const otp = (): typeof Otplib => loadOnDemand<typeof Otplib>('otplib');

/**
 * The one place that speaks TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps — otplib's defaults, which authenticator
 * apps expect) and makes recovery codes. No cryptography is written here: otplib computes and compares the codes
 * (in constant time), node:crypto draws the random values and hashes.
 */
export const TOTP_ISSUER = 'Jadwal Pidsus';
const PERIOD_SECONDS = 30;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newSecret = (): string => otp().generateSecret();

/** The `otpauth://` URI an authenticator app reads from the QR code: issuer "Jadwal Pidsus", the account's email. */
export const otpauthUrl = (email: string, secret: string): string =>
  otp().generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/** A code from an authenticator app: six digits (a recovery code has letters). */
export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * The time step the code belongs to when it is right at `now` within ±1 step (a phone's clock a little off, a code
 * typed as it turned) and later than `afterStep`; else null.
 */
export async function matchingStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!looksLikeTotp(code)) {
    return null;
  }
  let result;
  try {
    result = await otp().verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: PERIOD_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
  } catch {
    // otplib refuses (throws) when the last step used is later than any it would accept now: this server's clock is
    // behind the one that took it. No code can be new then; the answer is a wrong code, not a failure.
    return null;
  }
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: `xxxxx-xxxxx` from 31 letters and digits that cannot be mistaken (~49 bits). */
function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}

/** What is stored of a recovery code: the SHA-256 of it as typed in any case, with or without its dash. */
export const recoveryCodeHash = (code: string): string => hashToken(code.toLowerCase().replace(/[\s-]/g, ''));

/** A fresh set of recovery codes, each with its hash. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map(recoveryCodeHash) };
}
