import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_READ_COLLAPSE_MINUTES,
  AUDIT_READ_DAYS,
  type AuditFilter,
  type AuditLogEntry,
} from '@pidsus/shared';
import type { Database } from '../../db/tables';
import type { RequestOrigin } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { nextDay, officeDayStart } from './office-days';
import { presentAuditLogEntry } from './presenter';
import { createAuditRepository, type AuditListFilter } from './repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Who did it: an account (by id) with where its request came from (`AuthUser.origin`; none for a job), or nobody
 * (the system; a failed login for an unknown email).
 */
export type AuditActor = { id: number; origin?: RequestOrigin } | null;

/** A row's address and browser columns: the request's, or none outside a request (a job, the CLI). */
export const auditOrigin = (origin: RequestOrigin | undefined) => ({
  ip: origin?.ip ?? null,
  user_agent: origin?.userAgent ?? null,
});

/** A change to record: what was acted on (`object`), details as `{ field: { from, to } }` or plain facts. */
export interface AuditChange {
  action: string;
  object?: { type: string; id: string | number; label?: string | null };
  targetUserId?: number | null;
  details?: Record<string, unknown>;
}

/** A read to record (decisions §9): a case opened, a case document's content, an export downloaded. */
export interface AuditRead {
  action: 'case.read' | 'case_document.read' | 'export.read';
  object: { type: string; id: string | number; label?: string | null };
  /** Plain facts shown beside the object (a document's case). */
  details?: Record<string, unknown>;
}

const rowOf = (actor: AuditActor, change: AuditChange, at: Date, origin = actor?.origin) => ({
  ...auditOrigin(origin),
  actor_id: actor?.id ?? null,
  action: change.action,
  target_user_id: change.targetUserId ?? null,
  changes: JSON.stringify(change.details ?? {}),
  created_at: at.toISOString(),
  object_type: change.object?.type ?? null,
  object_id: change.object ? String(change.object.id) : null,
  object_label: change.object?.label?.slice(0, 500) ?? null,
});

/**
 * Records a change through `executor` — a transaction, so that the row stands or falls with the change it
 * records (a purge, decisions §9). What other modules call when they act inside their own transaction.
 */
export async function recordAuditChange(
  executor: Kysely<Database>,
  actor: AuditActor,
  change: AuditChange,
  at: Date,
): Promise<void> {
  await createAuditRepository(executor).insert(rowOf(actor, change, at));
}

/**
 * The audit log (decisions §9): writing its rows where no transaction of another module holds them (a login, a
 * logout, a read), the admins' filtered pages and export, and the deletion of reads older than AUDIT_READ_DAYS.
 * A row that cannot be written is logged and never fails the request that caused it.
 */
export function createAuditService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  officeTimeZone: string;
}) {
  const { db, clock, log, officeTimeZone } = deps;
  const audit = createAuditRepository(db);
  /**
   * The reads this instance recorded lately (actor, object → when, ms), so that a repeat within the collapse window
   * costs no query (docs/performance.md): one case opened again and again is one statement per request. Bounded;
   * another instance's row is still found by the query.
   */
  const recentReads = new Map<string, number>();
  const RECENT_READS_MAX = 10_000;

  const toListFilter = (filter: AuditFilter): AuditListFilter => ({
    kind: filter.kind,
    actorId: filter.user_id,
    action: filter.action,
    from: filter.from ? officeDayStart(officeTimeZone, filter.from) : undefined,
    to: filter.to ? officeDayStart(officeTimeZone, nextDay(filter.to)) : undefined,
  });

  return {
    /**
     * Records a change now; never throws (a failure is logged: a login must not turn into a 500). `origin` when the
     * actor carries none (a login, before there is a session).
     */
    record: async (actor: AuditActor, change: AuditChange, origin = actor?.origin): Promise<void> => {
      try {
        await audit.insert(rowOf(actor, change, clock(), origin));
      } catch (error) {
        log.error({ err: error, action: change.action }, 'audit row not written');
      }
    },

    /**
     * Records a read, unless this actor's read of this object is already recorded within the last
     * AUDIT_READ_COLLAPSE_MINUTES: repeats then add nothing, so a user paging through a case writes one row per
     * 10 minutes at most. Never throws.
     */
    read: async (actor: NonNullable<AuditActor>, read: AuditRead): Promise<void> => {
      try {
        const now = clock();
        const objectId = String(read.object.id);
        const windowStart = now.getTime() - AUDIT_READ_COLLAPSE_MINUTES * MINUTE_MS;
        const key = `${actor.id}:${read.object.type}:${objectId}`;
        const recorded = recentReads.get(key);
        if (recorded !== undefined && recorded >= windowStart && recorded <= now.getTime()) {
          return;
        }
        if (await audit.hasReadSince(actor.id, read.object.type, objectId, new Date(windowStart).toISOString())) {
          return;
        }
        await audit.insert({ ...rowOf(actor, read, now), kind: 'read' });
        recentReads.delete(key);
        if (recentReads.size >= RECENT_READS_MAX) {
          recentReads.delete(recentReads.keys().next().value as string);
        }
        recentReads.set(key, now.getTime());
      } catch (error) {
        log.error({ err: error, action: read.action }, 'audit read not written');
      }
    },

    /** A page of the log, newest first, and how many rows match. */
    list: async (query: AuditFilter & { limit: number; offset: number }) => {
      const filter = toListFilter(query);
      const [rows, total] = await Promise.all([
        audit.list(filter, { limit: query.limit, offset: query.offset }),
        audit.count(filter),
      ]);
      return { entries: rows.map(presentAuditLogEntry), total };
    },

    /** The newest AUDIT_EXPORT_MAX_ROWS rows of the filter, and how many match in all. */
    exportRows: async (query: AuditFilter): Promise<{ entries: AuditLogEntry[]; total: number }> => {
      const filter = toListFilter(query);
      const [rows, total] = await Promise.all([
        audit.list(filter, { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 }),
        audit.count(filter),
      ]);
      return { entries: rows.map(presentAuditLogEntry), total };
    },

    /** Deletes the reads older than AUDIT_READ_DAYS (the daily purge calls it); change rows stay. */
    purgeOldReads: (executor: Kysely<Database> = db): Promise<number> =>
      createAuditRepository(executor).deleteReadsBefore(
        new Date(clock().getTime() - AUDIT_READ_DAYS * DAY_MS).toISOString(),
      ),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
