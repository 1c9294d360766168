import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Register, RegisterCode, RegisterPreview } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { casesRootKey } from '../../../lib/query-keys';

/**
 * Every query key of the registers feature. A preview lives under the cases' root: `cases:changed` (a colleague's
 * write) makes it stale like every other view of cases (decisions §4).
 */
export const registerKeys = {
  list: () => ['registers'] as const,
  preview: (code: RegisterCode, year: number, month: number) =>
    [...casesRootKey, 'registers', code, year, month] as const,
};

/** The registers and their headings (`GET /api/registers`): they change only with the app. */
export const useRegisters = () =>
  useQuery(
    queryOptions({
      queryKey: registerKeys.list(),
      queryFn: async () => (await api.get<Register[]>('/registers')).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

/** A month's first rows of a register and its count; the previous month's stay shown while the next loads. */
export const useRegisterPreview = (code: RegisterCode, year: number, month: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: registerKeys.preview(code, year, month),
      queryFn: async () => (await api.get<RegisterPreview>(`/registers/${code}`, { params: { year, month } })).data,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
