import type { AuditEntry, AuditLogEntry } from '@pidsus/shared';
import type { AuditListRow, AuditRepository } from './repository';

type AuditHistoryRow = Awaited<ReturnType<AuditRepository['listByTarget']>>[number];

const parseDetails = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export function presentAuditEntry(row: AuditHistoryRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: { id: row.actor_id ?? 0, username: row.actor_name, current_username: row.actor_current_name ?? null },
    target_user_id: row.target_user_id,
    changes: JSON.parse(row.changes) as AuditEntry['changes'],
    created_at: row.created_at,
  };
}

/** A row of the admins' audit log (decisions §9): never a password, which no row holds. */
export function presentAuditLogEntry(row: AuditListRow): AuditLogEntry {
  return {
    id: row.id,
    kind: row.kind,
    action: row.action,
    actor: row.actor_id === null ? null : { id: row.actor_id, username: row.actor_name },
    object: row.object_type ? { type: row.object_type, id: row.object_id, label: row.object_label } : null,
    target_user: row.target_user_id === null ? null : { id: row.target_user_id, username: row.target_name ?? null },
    details: parseDetails(row.changes),
    ip: row.ip,
    user_agent: row.user_agent,
    created_at: row.created_at,
  };
}
