import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '@pidsus/shared';
import { id } from '../i18n/id';
import { takeLoadedConfig } from './time/office-zone';

/** The web's copy of `GET /api/config`; the live updates write the office name into it (`settings:changed`). */
export const appConfigKey = ['app-config'] as const;

/** The last office name the server named, so that a reload does not flash the default first. */
const STORAGE_KEY = 'officeName';

function remembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(name: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, name);
  } catch {
    // storage full or refused: the name still shows for this page load
  }
}

const isConfig = (value: unknown): value is AppConfig =>
  typeof value === 'object' && value !== null && 'office_name' in value && typeof value.office_name === 'string';

/**
 * `GET /api/config` (public): the office zone and name (decisions §7.4, §7.5), revalidated by its ETag. The first
 * time, the answer the guard already fetched for the zone (lib/time/office-zone.ts) is used: one request per page load.
 */
export async function getAppConfig(): Promise<AppConfig> {
  const loaded = await takeLoadedConfig();
  if (isConfig(loaded)) {
    remember(loaded.office_name);
    return loaded;
  }
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`GET /api/config: ${response.status}`);
  }
  const config = (await response.json()) as AppConfig;
  remember(config.office_name);
  return config;
}

export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigKey,
  queryFn: getAppConfig,
  staleTime: Infinity,
});

/**
 * The office name of the admin settings (decisions §7.4), shown on the board and in the footer: the server's, else
 * the one it named last, else the default. A change reaches every open screen through `settings:changed`.
 */
export function useOfficeName(): string {
  const { data } = useQuery(appConfigQueryOptions);
  return data?.office_name || remembered() || id.app.office;
}

/** Puts a new office name into the cached config (after a save, or when told by the server). */
export function setOfficeName(queryClient: QueryClient, name: string): void {
  remember(name);
  if (queryClient.getQueryData(appConfigKey)) {
    queryClient.setQueryData<AppConfig>(appConfigKey, (config) => (config ? { ...config, office_name: name } : config));
  } else {
    void queryClient.invalidateQueries({ queryKey: appConfigKey });
  }
}
