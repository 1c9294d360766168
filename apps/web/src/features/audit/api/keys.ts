import type { AuditQuery } from '@pidsus/shared';

/** Every query key of the audit log feature. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditQuery) => [...auditKeys.all, 'list', query] as const,
  users: () => [...auditKeys.all, 'users'] as const,
};
