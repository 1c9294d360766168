import type { HistoryActor } from '@pidsus/shared';
import { id } from '../i18n/id';

/**
 * The actor of a history or audit row as a reader should see them: the name they had when they acted
 * (stored with the row), with today's name beside it when they have been renamed since, so that a
 * rename never relabels the past (decisions §6). `unknown` stands in when no name was ever recorded.
 */
export function actorName(actor: HistoryActor | null, unknown: string): string {
  if (!actor || actor.username === '') {
    return actor?.current_username || unknown;
  }
  if (actor.current_username !== null && actor.current_username !== actor.username) {
    return id.actor.renamed(actor.username, actor.current_username);
  }
  return actor.username;
}
