import { useMutation } from '@tanstack/react-query';
import { downloadExport } from '../../../lib/content/download-export';
import { periodQuery, type StatsPeriodChoice } from '../period';

/** Downloads `GET /api/admin/stats/export` for the period (decisions §10); answers the file's name. */
export const exportStats = (period: StatsPeriodChoice) => downloadExport('/admin/stats/export', periodQuery(period));

export const useExportStats = () => useMutation({ mutationFn: exportStats });
