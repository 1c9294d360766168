import type { Role } from '@pidsus/shared';
import type { QueryClient } from '@tanstack/react-query';
import { joinOpenSession, mustChangePassword, mustSetUpTwoFactor, readSession } from '../lib/session/session';
import { officeToday } from '../lib/time/dates';
import { loadOfficeZone } from '../lib/time/office-zone';
import { queryClient } from './providers';

/**
 * A screen's first answer asked for by its route's loader, which React Router runs with the guard's (the office's zone,
 * `GET /api/config`) and while the screen's code loads, instead of once the screen is drawn: on the office's weak line
 * that is a round trip fewer before a list's cards or a case's title show (docs/performance.md, "A screen's first
 * answer asked for with its guard"). The screen's own query finds it on its way or answered (`staleTime`), so it is
 * asked for once.
 *
 * Only for a session this tab holds (or a new tab joins, decisions §7.5) that may open the screen: a visitor the guard sends elsewhere (no session, a
 * password or two-step sign-in to set first, another role's screen) asks for nothing. Never waited for: the screen
 * draws its loading state as before, and a failed answer is the screen's to show.
 */
export function askEarly(ask: (client: QueryClient) => Promise<unknown>, role?: Role): null {
  // A new tab joins the session another tab holds first (at once when this tab has its own).
  void joinOpenSession().then(() => {
    const session = readSession();
    if (session && (!role || session.role === role) && !mustChangePassword() && !mustSetUpTwoFactor()) {
      void ask(queryClient);
    }
  });
  return null;
}

/**
 * `askEarly` for a screen whose first answers are about the office's day (the dashboard, the board): asked once the
 * office's zone is known, which the guard loads with the same request (at once after a login or a move between
 * screens; at the guard's answer on a page's first load). Should the day turn before the screen reads it, the screen
 * asks for its own day's answers.
 */
export function askEarlyForToday(ask: (client: QueryClient, today: string) => Promise<unknown>, role?: Role): null {
  return askEarly((client) => loadOfficeZone().then(() => ask(client, officeToday())), role);
}
