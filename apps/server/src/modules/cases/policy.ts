import type { Case } from '@pidsus/shared';
import { isAdmin, type Actor } from '../../lib/actor';
import { conflict, forbidden } from '../../lib/errors';
import { messages } from '../../messages';

/**
 * Who may do what to a case (decisions §7.1, §7.3). Cases are shared: every logged-in user reads and writes them;
 * the trash's purge is the admins' (the route's coarse gate). Each rule throws the error the user sees and is called
 * first by the service method it guards.
 */

/** Only staff follow a case: admins are never notified. */
export function mayFollow(actor: Actor): void {
  if (isAdmin(actor)) {
    throw forbidden(messages.cases.followStaffOnly);
  }
}

/** A team member always follows the case: to stop, they leave the team first. */
export function mayUnfollow(actor: Actor, current: Pick<Case, 'team'>): void {
  if (current.team.some((member) => member.id === actor.id)) {
    throw conflict(messages.cases.teamAlwaysFollows);
  }
}
