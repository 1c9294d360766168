import { isAdmin, type Actor } from '../../lib/actor';
import { forbidden } from '../../lib/errors';
import { messages } from '../../messages';

/**
 * Who may do what to a case's documents (decisions §7.2, §9): every logged-in user reads and opens them (cases are
 * shared); staff add them, administrators do not; only the case's team and administrators move one to the trash
 * and back (a staff member outside the team deleted a document in the security review); only administrators
 * purge (the route's coarse gate). Called first by the service method each rule guards.
 */

/** Uploading a document or copying one from one's files: staff only. */
export function mayAddDocument(actor: Actor): void {
  if (isAdmin(actor)) {
    throw forbidden(messages.auth.forbidden);
  }
}

/** Deleting a document (to the trash) and restoring one: the case's team or an administrator. */
export function mayDeleteDocument(actor: Actor, onTeam: boolean): void {
  if (!isAdmin(actor) && !onTeam) {
    throw forbidden(messages.caseDocuments.teamOnly);
  }
}
