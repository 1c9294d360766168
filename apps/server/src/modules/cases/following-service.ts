import { isForeignKeyViolation } from '../../db/errors';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { Clock } from '../../lib/clock';
import { mayFollow, mayUnfollow } from './policy';
import type { CaseReader } from './reader';
import type { CasesRepository } from './repository';

/** The most staff accounts `GET /api/staff` answers (an office has a few dozen). */
export const STAFF_LIST_MAX = 500;

/** Following a case by choice (decisions §7.1), and the staff a team is picked from. */
export function createCaseFollowingService(deps: { cases: CasesRepository; reader: CaseReader; clock: Clock }) {
  const { cases, reader, clock } = deps;

  return {
    /** The active staff accounts by name, for the team picker. */
    staff: (q?: string) => cases.listStaff(q, STAFF_LIST_MAX),

    /** The viewer follows the case (staff only); a team member already does. */
    follow: async (id: number, actor: Actor) => {
      mayFollow(actor);
      await reader.getOrThrow(id, actor.id);
      // Purged between the read and the write: the database refuses the row, the case is gone.
      await cases.follow(id, actor.id, clock().toISOString()).catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? notFound(messages.cases.notFound) : error;
      });
      return { following: true };
    },

    /** The viewer stops following; a team member cannot (409: leave the team first). */
    unfollow: async (id: number, actor: Actor) => {
      const current = await reader.getOrThrow(id, actor.id);
      mayUnfollow(actor, current);
      await cases.unfollow(id, actor.id);
      return { following: false };
    },
  };
}
