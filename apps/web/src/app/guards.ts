import { redirect } from 'react-router';
import type { Role } from '@pidsus/shared';
import { endStaleSession, homePathFor, readSession, type Session } from '../lib/session';

/**
 * Route guards (requirements §2, §6), run as loaders before a screen renders. Without a valid session the
 * stored data is cleared and the visitor goes to /login; a role-only route sends the other role home.
 */
export function requireSession(role?: Role): () => Session {
  return () => {
    const session = readSession();
    if (!session) {
      endStaleSession();
      throw redirect('/login');
    }
    if (role && session.role !== role) {
      throw redirect(homePathFor(session.role));
    }
    return session;
  };
}

/** `/` and every unknown path: the role's home when logged in, else /login. */
export function redirectHome(): Response {
  const session = readSession();
  if (!session) {
    endStaleSession();
    return redirect('/login');
  }
  return redirect(homePathFor(session.role));
}

/** /login: logged-in visitors go home; anyone else starts from clean storage (requirements §2). */
export function loginGuard(): Response | null {
  const session = readSession();
  if (session) {
    return redirect(homePathFor(session.role));
  }
  endStaleSession();
  return null;
}
