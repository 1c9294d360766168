import { isAdmin, type Actor } from '../../lib/actor';
import { badRequest, forbidden } from '../../lib/errors';
import { messages } from '../../messages';

/**
 * Who may do what to a case's state money (decisions §8.4): every logged-in user reads it; staff write the state
 * loss and the recoveries (admins are on no team). Called first by the service method each rule guards.
 */

/** Setting the state loss, adding and deleting a recovery: staff only. */
export function mayWriteMoney(actor: Actor): void {
  if (isAdmin(actor)) {
    throw forbidden(messages.recoveries.staffOnly);
  }
}

/** Money recovered on a day after today (office zone) has not been recovered: 400 on `date`. */
export function recoveryDateMayBe(today: string, date: string): void {
  if (date > today) {
    throw badRequest(messages.dateInFuture, { date: messages.dateInFuture });
  }
}
