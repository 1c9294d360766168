import type { AuditEntry } from '@pidsus/shared';
import type { AuditRepository } from './repository';

type AuditListRow = Awaited<ReturnType<AuditRepository['listByTarget']>>[number];

export function presentAuditEntry(row: AuditListRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: { id: row.actor_id, username: row.actor_name, current_username: row.actor_current_name ?? null },
    target_user_id: row.target_user_id,
    changes: JSON.parse(row.changes) as AuditEntry['changes'],
    created_at: row.created_at,
  };
}
