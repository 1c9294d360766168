import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
// The constants alone: the shared barrel would bring zod and every schema into the first chunk.
import { CATEGORIES } from '@pidsus/shared/constants';
import { PageLoader } from '../components/page-loader';
import { ErrorScreen } from './error-screen';
import { loginGuard, redirectHome, requireSession } from './guards';

const isCategory = (value: string | undefined) => CATEGORIES.some((category) => category === value);

/** Every route of requirements §2 with its guard; screens load lazily so that /login stays small. */
const appRoutes: RouteObject[] = [
  {
    path: '/login',
    loader: loginGuard,
    lazy: () => import('../features/auth/login-page'),
    errorElement: <ErrorScreen />,
  },
  { path: '/', loader: redirectHome },
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
            path: '/dashboard',
            loader: requireSession('user'),
            lazy: () => import('../features/dashboard/dashboard-page'),
          },
          {
            path: '/profile',
            loader: requireSession('user'),
            lazy: () => import('../features/profile/profile-page'),
          },
          {
            path: '/admin',
            loader: requireSession('admin'),
            lazy: () => import('../features/admin/admin-dashboard-page'),
          },
          {
            path: '/admin/profile',
            loader: requireSession('admin'),
            lazy: () => import('../features/profile/admin-profile-page'),
          },
          { path: '/admin/users', loader: requireSession('admin'), lazy: () => import('../features/users/users-page') },
          {
            path: '/admin/settings',
            loader: requireSession('admin'),
            lazy: () => import('../features/settings/settings-page'),
          },
          {
            path: '/admin/stats',
            loader: requireSession('admin'),
            lazy: () => import('../features/stats/stats-page'),
          },
          { path: '/category', lazy: () => import('../features/cases/category-page') },
          {
            path: '/cases/:category',
            loader: ({ params }) => (isCategory(params.category) ? null : redirect('/category')),
            lazy: () => import('../features/cases/case-list-page'),
          },
          {
            path: '/my-cases',
            loader: requireSession('user'),
            lazy: () => import('../features/cases/my-cases-page'),
          },
          { path: '/case', loader: () => redirect('/dashboard') },
          {
            path: '/case/:id',
            // Requirements §2: without a usable id the user goes to the dashboard.
            loader: ({ params }) => (/^[1-9]\d{0,15}$/.test(params.id ?? '') ? null : redirect('/dashboard')),
            lazy: () => import('./case-detail-route'),
          },
          { path: '/search', lazy: () => import('../features/cases/search-page') },
          { path: '/files', lazy: () => import('../features/files/files-page') },
          { path: '/case-schedule', lazy: () => import('../features/schedule/schedule-page') },
          { path: '/trash', lazy: () => import('../features/cases/case-trash-page') },
          { path: '/files/trash', lazy: () => import('../features/files/file-trash-page') },
          // Month and week views of hearings and deadlines (contract §7.4); FullCalendar comes in this chunk only.
          { path: '/calendar', lazy: () => import('../features/calendar/calendar-page') },
        ],
      },
    ],
  },
  { path: '*', loader: redirectHome },
];

/** One root holds the loader shown while the first screen's code and guard load, whichever route is opened. */
export const routes: RouteObject[] = [
  { hydrateFallbackElement: <PageLoader />, errorElement: <ErrorScreen />, children: appRoutes },
];

export const createRouter = () => createBrowserRouter(routes);
