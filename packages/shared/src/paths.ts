import type { Category } from './constants';

/**
 * The web app's addresses (requirements §2), in one place: the patterns its router matches
 * (`apps/web/src/app/router.tsx`) and, in `paths`, the links that open them — the web's own and those the server
 * writes (a notification's link, a calendar feed's case link). No zod here: the web takes it from
 * `@pidsus/shared/constants`, which `/login` loads.
 */
export const routePatterns = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  profile: '/profile',
  admin: '/admin',
  adminProfile: '/admin/profile',
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
  adminStats: '/admin/stats',
  adminAudit: '/admin/audit',
  /** Importing the office's register (decisions §8.7), admins. */
  adminImport: '/admin/import',
  categories: '/category',
  cases: '/cases/:category',
  myCases: '/my-cases',
  /** `/case` without an id: sent to the dashboard. */
  caseRoot: '/case',
  case: '/case/:id',
  search: '/search',
  files: '/files',
  fileTrash: '/files/trash',
  schedule: '/case-schedule',
  trash: '/trash',
  calendar: '/calendar',
  /** The registers and monthly reports (decisions §8.5), staff and admins. */
  registers: '/registers',
  /** The forced set-up of two-step sign-in (decisions §9), before anything else. */
  twoFactorSetup: '/setup-2fa',
  /** The forced change of a password an admin set (decisions §9), before anything else, 2FA's set-up included. */
  passwordChange: '/change-password',
  /** Any other address: sent home. */
  other: '*',
} as const;

const p = routePatterns;

/** `path` with the query of the given values, in their order; an undefined value is left out. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const pairs = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return pairs.length === 0
    ? path
    : `${path}?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The links to the web app's screens: a string where the address has no part to fill in, else a builder. */
export const paths = {
  home: p.home,
  /** /login; `next`, the page to come back to once logged in (decisions §7.5). */
  login: (next?: string | null) => withQuery(p.login, { next: next || undefined }),
  dashboard: p.dashboard,
  profile: p.profile,
  admin: p.admin,
  adminProfile: p.adminProfile,
  /** The accounts; `add` opens the new account's dialog at once. */
  adminUsers: (options?: { add?: boolean }) => withQuery(p.adminUsers, { add: options?.add ? '1' : undefined }),
  adminSettings: p.adminSettings,
  adminStats: p.adminStats,
  adminAudit: p.adminAudit,
  adminImport: p.adminImport,
  categories: p.categories,
  /** The cases of one stage. */
  cases: (category: Category) => p.cases.replace(':category', category),
  myCases: p.myCases,
  /** One case's detail. */
  case: (id: number) => p.case.replace(':id', String(id)),
  /** The search across the stages, for `query` when there is one. */
  search: (query?: string) => withQuery(p.search, { q: query || undefined }),
  files: p.files,
  fileTrash: p.fileTrash,
  /** The hearings board; `mine`, the caller's own hearings only (decisions §7.1). */
  schedule: (options?: { mine?: boolean }) => withQuery(p.schedule, { mine: options?.mine ? '1' : undefined }),
  trash: p.trash,
  calendar: p.calendar,
  registers: p.registers,
  twoFactorSetup: p.twoFactorSetup,
  /** The forced password change; `next`, the page to go on to once changed. */
  passwordChange: (next?: string | null) => withQuery(p.passwordChange, { next: next || undefined }),
} as const;

/** The case a link such as `/case/12` opens (`paths.case(12)`), or undefined for any other link. */
export function caseIdOfPath(path: string | null | undefined): number | undefined {
  const match = /^\/case\/(\d+)$/.exec(path ?? '');
  return match ? Number(match[1]) : undefined;
}
