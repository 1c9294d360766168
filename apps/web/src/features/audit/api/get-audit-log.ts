import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogEntry, AuditQuery } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { auditKeys } from './keys';

export interface AuditPage {
  entries: AuditLogEntry[];
  total: number;
}

/** A page of `GET /api/admin/audit` (decisions §9), newest first, and how many rows match. */
export async function getAuditLog(query: AuditQuery): Promise<AuditPage> {
  const response = await api.get<AuditLogEntry[]>('/admin/audit', { params: query });
  return { entries: response.data, total: Number(response.headers?.['x-total-count'] ?? response.data.length) };
}

export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () => getAuditLog(query),
    // The page keeps its rows while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditQuery) => useQuery(auditLogQueryOptions(query));
