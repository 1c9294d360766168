import { isAdmin, type Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';
import { messages } from '../../messages';

/**
 * Who may do what to a case's detention periods (decisions §8.2): every logged-in user reads them; staff write them
 * (admins read; their writes are 403). Called first by the service method it guards.
 */
export function mayWriteDetention(actor: Actor): void {
  if (isAdmin(actor)) {
    throw forbidden(messages.defendants.staffOnly);
  }
}
