import { isAdmin, type Actor } from '../../lib/actor';
import { badRequest, forbidden } from '../../lib/errors';
import { messages } from '../../messages';

/**
 * Who may do what to a case's evidence (decisions §8.4): every logged-in user reads it; staff write it (admins are
 * on no team). Called first by the service method each rule guards.
 */

/** Adding, editing and deleting an evidence item: staff only. */
export function mayWriteEvidence(actor: Actor): void {
  if (isAdmin(actor)) {
    throw forbidden(messages.evidence.staffOnly);
  }
}

/** A seizure or a status of a day after today (office zone) has not happened: 400 naming the field. */
export function mustNotBeFuture(today: string, dates: Record<string, string | null>): void {
  const errors = Object.fromEntries(
    Object.entries(dates)
      .filter(([, day]) => day !== null && day > today)
      .map(([field]) => [field, messages.dateInFuture]),
  );
  if (Object.keys(errors).length > 0) {
    throw badRequest(messages.dateInFuture, errors);
  }
}
