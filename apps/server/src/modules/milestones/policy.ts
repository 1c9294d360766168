import { isAdmin, type Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';
import { messages } from '../../messages';

/**
 * Who may do what to a case's milestones (decisions §8.3): every logged-in user reads them; staff write them (admins
 * read; their writes are 403, like documents). Called first by the service method each rule guards.
 */
export function mayWriteMilestone(actor: Actor): void {
  if (isAdmin(actor)) {
    throw forbidden(messages.milestones.staffOnly);
  }
}
