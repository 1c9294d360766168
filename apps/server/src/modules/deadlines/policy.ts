import { isAdmin, type Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';
import { messages } from '../../messages';

/**
 * Who may do what to a case's deadlines (decisions §7.2): every logged-in user reads them; staff write them (admins
 * are on no team and never notified). The templates are the admins' (the routes' coarse gate). Called first by the
 * service method each rule guards.
 */

/** Adding, editing, marking done and deleting a deadline: staff only. */
export function mayWriteDeadline(actor: Actor): void {
  if (isAdmin(actor)) {
    throw forbidden(messages.deadlines.staffOnly);
  }
}
