import { isAdmin, type Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';
import { messages } from '../../messages';

/**
 * Who may make a letter (decisions §8.6): staff, as for milestones and documents (admins read; their writes are
 * 403). Templates are kept by administrators (the routes' gate).
 */
export function mayWriteLetter(actor: Actor): void {
  if (isAdmin(actor)) {
    throw forbidden(messages.letters.staffOnly);
  }
}
