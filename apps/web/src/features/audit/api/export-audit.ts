import { useMutation } from '@tanstack/react-query';
import type { AuditFilter } from '@pidsus/shared';
import { downloadExport } from '../../../lib/content/download-export';

/** Downloads `GET /api/admin/audit/export.xlsx` with the screen's filters; answers the file's name. */
export const exportAudit = (filter: AuditFilter) => downloadExport('/admin/audit/export.xlsx', { ...filter });

export const useExportAudit = () => useMutation({ mutationFn: exportAudit });
