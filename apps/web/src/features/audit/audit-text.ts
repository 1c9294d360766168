import type { AuditLogEntry } from '@pidsus/shared';
import { idAudit } from '../../i18n/id-audit';

const t = idAudit;

/** The action in Indonesian words; an action this version does not know yet is shown as it is named. */
export const actionText = (action: string): string => (t.actions as Record<string, string>)[action] ?? action;

/** Who acted: the name they had then, `Sistem`, or the email typed for an account that does not exist. */
export function actorText(entry: AuditLogEntry): string {
  if (entry.actor) {
    return entry.actor.username;
  }
  const email = entry.details.email;
  return typeof email === 'string' ? t.unknownAccount(email) : t.system;
}

/** What was acted on: its kind and label, an account by its name, or the counts of an automatic purge. */
export function objectText(entry: AuditLogEntry): string {
  if (entry.object) {
    const kind = t.objects[entry.object.type] ?? entry.object.type;
    return `${kind}: ${entry.object.label ?? `#${entry.object.id ?? ''}`}`;
  }
  if (entry.target_user) {
    return entry.target_user.username ?? `#${entry.target_user.id}`;
  }
  const { cases, items } = entry.details;
  return typeof cases === 'number' && typeof items === 'number' ? t.purgeCounts(cases, items) : '';
}
