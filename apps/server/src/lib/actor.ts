import type { Role } from '@pidsus/shared';

/** Where a request came from, as an audit row records it (decisions §9). */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/** The user behind a request's bearer token, as the auth hook finds it (`request.requireUser()`). */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  sessionId: number;
  /** An admin or the CLI set the password: every route but a few answers 403 until it is changed (decisions §9). */
  mustChangePassword?: boolean;
  /** Two-step sign-in is on for the account (decisions §9); absent for actors made outside a request. */
  twoFactor?: boolean;
  /**
   * Where this request came from (the auth hook sets it on each request's own copy): what every audit row the actor
   * writes records (decisions §9). Absent outside a request (a job, the CLI).
   */
  origin?: RequestOrigin;
}

/**
 * Who acts, as the services and their policies see it: the `AuthUser` of the request, of which a rule reads only what
 * it needs. A route passes `request.requireUser()` whole; jobs and tests may pass only the fields their path reads
 * (an absent `role` is staff, decisions §7.1).
 */
export type Actor = Pick<AuthUser, 'id'> & Partial<Omit<AuthUser, 'id'>>;

/** The actor as a case's history and its announcement name them. */
export const actorRef = (actor: Actor): { id: number; username: string } => ({
  id: actor.id,
  username: actor.username ?? '',
});

/** Staff are `user` accounts; an actor without a role (a job, a unit test) counts as staff. */
export const isAdmin = (actor: Actor): boolean => actor.role === 'admin';
