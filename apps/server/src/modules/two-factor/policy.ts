import type { Role, Settings } from '@pidsus/shared';
import { conflict, forbidden } from '../../lib/errors';
import { messages } from '../../messages';

/** Whether an account of this role must use two-step sign-in under these settings (decisions §9). */
export const mustUseTwoFactor = (role: Role | undefined, settings: Settings): boolean =>
  role === 'admin' ? settings.require_2fa_admin : settings.require_2fa_staff;

/** Turning it off is refused (403) where the settings say the account must have it. */
export function assertMayDisable(required: boolean): void {
  if (required) {
    throw forbidden(messages.twoFactor.required);
  }
}

/** A new enrolment is refused while one is active: turning it off first asks for the password. */
export function assertNotActive(active: boolean): void {
  if (active) {
    throw conflict(messages.twoFactor.alreadyOn);
  }
}
