import { forbidden } from '../../lib/errors';
import { isAdmin, type Actor } from '../../lib/actor';
import { messages } from '../../messages';

/** Importing a register is the administrator's job (decisions §8.7): staff get 403. */
export function mayImport(actor: Actor): void {
  if (!isAdmin(actor)) {
    throw forbidden(messages.import.adminOnly);
  }
}
