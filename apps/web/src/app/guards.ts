import { redirect } from 'react-router';
import type { Role } from '@pidsus/shared';
import { paths } from '@pidsus/shared/constants';
import {
  endStaleSession,
  homePathFor,
  joinOpenSession,
  mustChangePassword,
  mustSetUpTwoFactor,
  readSession,
  safeReturnPath,
  type Session,
} from '../lib/session/session';
import { loadOfficeZone } from '../lib/time/office-zone';

/** This tab's session; a new tab first joins one another tab of the browser holds (decisions §7.5). */
async function currentSession(): Promise<Session | null> {
  return readSession() ?? ((await joinOpenSession()) ? readSession() : null);
}

/** /login, remembering the page asked for (with its query) so that logging in returns there. */
export function loginPathFor(path: string | null): string {
  const next = safeReturnPath(path);
  return paths.login(next);
}

const requestedPath = (request: Request | undefined) => {
  if (!request) {
    return null;
  }
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/**
 * Route guards (requirements §2, §6), run as loaders before a screen renders. Without a valid session the
 * stored data is cleared and the visitor goes to /login (which brings them back afterwards); a role-only
 * route sends the other role home.
 */
export function requireSession(role?: Role): (args?: { request: Request }) => Promise<Session> {
  return async (args) => {
    // The office's zone is needed before any date shows; it loads while the session is checked.
    const [session] = await Promise.all([currentSession(), loadOfficeZone()]);
    if (!session) {
      endStaleSession();
      throw redirect(loginPathFor(requestedPath(args?.request)));
    }
    if (role && session.role !== role) {
      throw redirect(homePathFor(session.role));
    }
    // Like the server's gate (decisions §9): a password an admin set is changed first, then two-step sign-in is set
    // up when it must be; the change screen comes back to the page asked for.
    if (mustChangePassword()) {
      throw redirect(paths.passwordChange(safeReturnPath(requestedPath(args?.request))));
    }
    if (mustSetUpTwoFactor()) {
      throw redirect(paths.twoFactorSetup);
    }
    return session;
  };
}

/** The forced password change: any logged-in account; nobody else. */
export async function requireSessionForPasswordChange(args?: { request: Request }): Promise<Session> {
  const session = await currentSession();
  if (!session) {
    endStaleSession();
    throw redirect(loginPathFor(requestedPath(args?.request)));
  }
  return session;
}

/**
 * The forced set-up of two-step sign-in: any logged-in account whose password is not still to be changed (the
 * server refuses the set-up until then, decisions §9).
 */
export async function requireSessionForSetUp(args?: { request: Request }): Promise<Session> {
  const session = await requireSessionForPasswordChange(args);
  if (mustChangePassword()) {
    throw redirect(paths.passwordChange());
  }
  return session;
}

/** `/` and every unknown path: the role's home when logged in, else /login. */
export async function redirectHome(): Promise<Response> {
  const session = await currentSession();
  if (!session) {
    endStaleSession();
    return redirect(paths.login());
  }
  return redirect(homePathFor(session.role));
}

/**
 * /login: logged-in visitors go where they were sent (`?next=`) or home; anyone else starts from clean
 * storage (requirements §2).
 */
export async function loginGuard(args?: { request: Request }): Promise<Response | null> {
  const session = await currentSession();
  if (session) {
    const next = args ? safeReturnPath(new URL(args.request.url).searchParams.get('next')) : null;
    return redirect(next ?? homePathFor(session.role));
  }
  endStaleSession();
  return null;
}
