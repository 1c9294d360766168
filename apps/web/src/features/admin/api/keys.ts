import { casesRootKey } from '../../../lib/query-keys';

/**
 * The admin dashboard's query keys: under the cases' root, so that every case write and `cases:changed` (detention and
 * recovery writes are case writes) refreshes its figures.
 */
export const adminKeys = {
  all: [...casesRootKey, 'admin-dashboard'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  detentions: (today: string) => [...adminKeys.all, 'detentions-ending', today] as const,
};
