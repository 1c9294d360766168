import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
// The constants alone: the shared barrel would bring zod and every schema into the first chunk.
import { CATEGORIES, isCalendarDate, paths, routePatterns, type Category } from '@pidsus/shared/constants';
import type { Role } from '@pidsus/shared';
import { PageLoader } from '../components/page-loader';
import { adminOverviewQueryOptions } from '../features/admin/api/get-admin-overview';
import { caseQueryOptions } from '../features/cases/api/get-case';
import { casesQueryOptions } from '../features/cases/api/get-cases';
import { listFilterAt } from '../features/cases/list-filter';
import { myDeadlinesQueryOptions } from '../features/dashboard/api/get-my-deadlines';
import { myDetentionsQueryOptions } from '../features/dashboard/api/get-my-detentions';
import { myHearingsQueryOptions } from '../features/dashboard/api/get-my-hearings';
import { officeHearingsQueryOptions } from '../features/dashboard/api/get-office-hearings';
import { filesQueryOptions, folderPath } from '../features/files/api/get-files';
import { scheduleQueryOptions } from '../features/schedule/api/get-schedule';
import { readSession } from '../lib/session/session';
import { askEarly, askEarlyForToday } from './early-data';
import { ErrorScreen } from './error-screen';
import {
  loginGuard,
  redirectHome,
  requireSession,
  requireSessionForPasswordChange,
  requireSessionForSetUp,
} from './guards';

const isCategory = (value: string | undefined): value is Category => CATEGORIES.some((category) => category === value);
const caseIdPattern = /^[1-9]\d{0,15}$/;

/** A list's first page, asked for with the guard (app/early-data.ts). */
const askForTheList = (request: Request, list: { category?: Category; mine?: boolean }, role?: Role) =>
  askEarly(
    (client) => client.prefetchInfiniteQuery(casesQueryOptions(listFilterAt(new URL(request.url).searchParams, list))),
    role,
  );

/** The dashboard's four cards' answers, asked for with the guard (app/early-data.ts). */
const askForTheDashboard = () =>
  askEarlyForToday(
    (client, today) =>
      Promise.all([
        client.prefetchQuery(myHearingsQueryOptions(today)),
        client.prefetchQuery(myDeadlinesQueryOptions(today)),
        client.prefetchQuery(myDetentionsQueryOptions(today)),
        client.prefetchQuery(officeHearingsQueryOptions(today)),
      ]),
    'user',
  );

/** The board's day (`?date=`, else today) as its screen reads it (use-schedule-page.ts), asked for with the guard. */
const askForTheBoard = (request: Request) => {
  const params = new URL(request.url).searchParams;
  const asked = params.get('date');
  return askEarlyForToday((client, today) =>
    client.prefetchQuery(
      scheduleQueryOptions(
        asked && isCalendarDate(asked) ? asked : today,
        readSession()?.role === 'user' && params.get('mine') === '1',
      ),
    ),
  );
};

/** Every route of requirements §2 with its guard; screens load lazily so that /login stays small. */
const appRoutes: RouteObject[] = [
  {
    path: routePatterns.login,
    loader: loginGuard,
    lazy: () => import('../features/auth/login-page'),
    errorElement: <ErrorScreen />,
  },
  { path: routePatterns.home, loader: redirectHome },
  {
    // Outside the shell too: until a password an admin set is changed, the server refuses all the shell loads.
    path: routePatterns.passwordChange,
    loader: requireSessionForPasswordChange,
    lazy: () => import('../features/profile/password-change-page'),
    errorElement: <ErrorScreen />,
  },
  {
    // Outside the shell: until two-step sign-in is set up, the server refuses what the shell would load.
    path: routePatterns.twoFactorSetup,
    loader: requireSessionForSetUp,
    lazy: () => import('../features/profile/two-factor-setup-page'),
    errorElement: <ErrorScreen />,
  },
  {
    id: 'shell',
    loader: requireSession(),
    // Re-check the session on every navigation, also between screens that share this shell: a logout
    // in another tab must not leave this one browsing.
    shouldRevalidate: () => true,
    lazy: () => import('./layout/app-shell'),
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          {
            path: routePatterns.dashboard,
            loader: (args) => {
              askForTheDashboard();
              return requireSession('user')(args);
            },
            lazy: () => import('../features/dashboard/dashboard-page'),
          },
          {
            path: routePatterns.profile,
            loader: requireSession('user'),
            lazy: () => import('../features/profile/profile-page'),
          },
          {
            path: routePatterns.admin,
            loader: (args) => {
              askEarly((client) => client.prefetchQuery(adminOverviewQueryOptions()), 'admin');
              return requireSession('admin')(args);
            },
            lazy: () => import('../features/admin/admin-dashboard-page'),
          },
          {
            path: routePatterns.adminProfile,
            loader: requireSession('admin'),
            lazy: () => import('../features/profile/admin-profile-page'),
          },
          {
            path: routePatterns.adminUsers,
            loader: requireSession('admin'),
            lazy: () => import('../features/users/users-page'),
          },
          {
            path: routePatterns.adminSettings,
            loader: requireSession('admin'),
            lazy: () => import('../features/settings/settings-page'),
          },
          {
            path: routePatterns.adminStats,
            loader: requireSession('admin'),
            lazy: () => import('../features/stats/stats-page'),
          },
          {
            path: routePatterns.adminImport,
            loader: requireSession('admin'),
            lazy: () => import('../features/import/import-page'),
          },
          {
            path: routePatterns.adminAudit,
            loader: requireSession('admin'),
            lazy: () => import('../features/audit/audit-page'),
          },
          { path: routePatterns.categories, lazy: () => import('../features/cases/category-page') },
          {
            path: routePatterns.cases,
            loader: ({ params, request }) =>
              isCategory(params.category)
                ? askForTheList(request, { category: params.category })
                : redirect(paths.categories),
            lazy: () => import('../features/cases/case-list-page'),
          },
          {
            path: routePatterns.myCases,
            loader: (args) => {
              askForTheList(args.request, { mine: true }, 'user');
              return requireSession('user')(args);
            },
            lazy: () => import('../features/cases/my-cases-page'),
          },
          { path: routePatterns.caseRoot, loader: () => redirect(paths.dashboard) },
          {
            path: routePatterns.case,
            // Requirements §2: without a usable id the user goes to the dashboard.
            loader: ({ params }) =>
              caseIdPattern.test(params.id ?? '')
                ? askEarly((client) => client.prefetchQuery(caseQueryOptions(Number(params.id))))
                : redirect(paths.dashboard),
            lazy: () => import('./case-detail-route'),
          },
          { path: routePatterns.search, lazy: () => import('../features/cases/search-page') },
          {
            path: routePatterns.files,
            loader: ({ request }) =>
              askEarly((client) =>
                client.prefetchQuery(filesQueryOptions(folderPath(new URL(request.url).searchParams.get('path')))),
              ),
            lazy: () => import('../features/files/files-page'),
          },
          {
            path: routePatterns.schedule,
            loader: ({ request }) => askForTheBoard(request),
            lazy: () => import('../features/schedule/schedule-page'),
          },
          { path: routePatterns.trash, lazy: () => import('../features/cases/case-trash-page') },
          { path: routePatterns.fileTrash, lazy: () => import('../features/files/file-trash-page') },
          // Month and week views of hearings and deadlines (decisions §7.4); FullCalendar comes in this chunk only.
          { path: routePatterns.calendar, lazy: () => import('../features/calendar/calendar-page') },
          // The registers and monthly reports (decisions §8.5), staff and admins alike.
          { path: routePatterns.registers, lazy: () => import('../features/registers/registers-page') },
        ],
      },
    ],
  },
  { path: routePatterns.other, loader: redirectHome },
];

/** One root holds the loader shown while the first screen's code and guard load, whichever route is opened. */
export const routes: RouteObject[] = [
  { hydrateFallbackElement: <PageLoader />, errorElement: <ErrorScreen />, children: appRoutes },
];

export const createRouter = () => createBrowserRouter(routes);
