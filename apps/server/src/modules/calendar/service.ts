import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_ITEMS_MAX,
  type CalendarData,
  type CalendarKeyStatus,
  type DefendantRef,
} from '@pidsus/shared';
import type { RequestOrigin } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import { tooManyAttempts, unauthorized } from '../../lib/errors';
import { todayIn } from '../../lib/office-date';
import { generateToken, hashToken } from '../../lib/tokens';
import { messages } from '../../messages';
import type { HeavyWork } from '../../workers/jobs';
import { addDays } from '../deadlines/service';
import type { FeedLimiter } from './feed-limiter';
import { presentCalendarDeadline, presentCalendarHearing } from './presenter';
import type { CalendarRepository } from './repository';

/**
 * The calendar (decisions §7.4): hearings and open deadlines over a span of days for the web, and the feed for calendar
 * apps behind a per-account key. Cases are shared, so both show every case unless `mine` asks for the caller's only:
 * the cases whose team holds them or that they follow (an administrator's is empty: admins are on no team and follow
 * nothing). The key is a separate read-only secret of 256 bits, kept only as its SHA-256 in `calendar_keys`; it opens
 * the feed and nothing else (the auth hook looks bearer tokens up among sessions only).
 */
export function createCalendarService(deps: {
  calendar: CalendarRepository;
  clock: Clock;
  officeTimeZone: string;
  feedLimiter: FeedLimiter;
  /** The defendants of these cases by name (the defendants module, decisions §8.1); none without it. */
  defendantsOf?: (caseIds: readonly number[]) => Promise<Map<number, DefendantRef[]>>;
  /** Where the feed's ICS text is built: off the event loop (decisions §9). */
  heavyWork: Pick<HeavyWork, 'run'>;
  /** A feed read is an export read of the key's owner in the audit log (decisions §9). */
  audit?: Pick<AuditService, 'read'>;
}) {
  const { calendar, clock, officeTimeZone, feedLimiter } = deps;

  const read = async (range: { from: string; to: string; memberId?: number }) => {
    const bounded = { ...range, limit: CALENDAR_ITEMS_MAX };
    const [hearings, deadlines] = await Promise.all([
      calendar.listHearings(bounded),
      calendar.listOpenDeadlines(bounded),
    ]);
    const defendants = (await deps.defendantsOf?.(hearings.map((hearing) => hearing.id))) ?? new Map();
    return { hearings, deadlines, defendants };
  };

  return {
    /** The days `from`–`to` (at most CALENDAR_RANGE_MAX_DAYS, checked by the schema) for the web calendar. */
    range: async (viewerId: number, query: { from: string; to: string; mine?: boolean }): Promise<CalendarData> => {
      const { hearings, deadlines, defendants } = await read({
        from: query.from,
        to: query.to,
        memberId: query.mine ? viewerId : undefined,
      });
      return {
        hearings: hearings.map((hearing) => presentCalendarHearing(hearing, defendants.get(hearing.id))),
        deadlines: deadlines.map(presentCalendarDeadline),
      };
    },

    /** Whether the account has a feed key, and since when; the key itself cannot be shown again. */
    keyStatus: async (userId: number): Promise<CalendarKeyStatus> => ({
      created_at: (await calendar.findKeyByUser(userId))?.created_at ?? null,
    }),

    /** Makes the account's feed key, replacing (and so revoking) the one it had; the key is returned this once. */
    createKey: async (userId: number): Promise<{ key: string; created_at: string }> => {
      const key = generateToken();
      const createdAt = clock().toISOString();
      await calendar.saveKey(userId, hashToken(key), createdAt);
      return { key, created_at: createdAt };
    },

    /** Revokes the account's feed key; nothing to revoke is not an error. */
    revokeKey: async (userId: number): Promise<void> => {
      await calendar.deleteKey(userId);
    },

    /**
     * The ICS feed of a key: hearings and open deadlines from CALENDAR_FEED_DAYS_BACK days before today (office zone)
     * to CALENDAR_FEED_DAYS_AHEAD after. An unknown, revoked or replaced key, or a removed account's, is a 401; each
     * key may ask CALENDAR_FEED_PER_HOUR times an hour (then 429). `origin`: the calendar app's, for the audit row.
     */
    feed: async (key: string, mine: boolean, appUrl: string, origin?: RequestOrigin): Promise<string> => {
      const keyHash = hashToken(key);
      const owner = await calendar.findUserByKeyHash(keyHash);
      if (!owner) {
        throw unauthorized(messages.calendar.keyInvalid);
      }
      const waitMs = await feedLimiter.consume(keyHash);
      if (waitMs > 0) {
        throw tooManyAttempts(messages.calendar.tooManyRequests, waitMs);
      }
      await deps.audit?.read(
        { id: owner.id, origin },
        {
          action: 'export.read',
          object: {
            type: 'export',
            id: mine ? 'calendar-mine.ics' : 'calendar.ics',
            label: messages.calendar.feedAuditLabel,
          },
        },
      );
      const today = todayIn(officeTimeZone, clock());
      const { hearings, deadlines, defendants } = await read({
        from: addDays(today, -CALENDAR_FEED_DAYS_BACK),
        to: addDays(today, CALENDAR_FEED_DAYS_AHEAD),
        memberId: mine ? owner.id : undefined,
      });
      // Thousands of events take seconds of CPU: built in a worker thread (decisions §9), which loads ical-generator.
      return deps.heavyWork.run('ics', { hearings, deadlines, defendants, mine, timeZone: officeTimeZone, appUrl });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
