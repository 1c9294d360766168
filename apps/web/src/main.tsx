import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { paths, routePatterns } from '@pidsus/shared/constants';
import { Providers, queryClient } from './app/providers';
import { loginPathFor } from './app/guards';
import { createRouter } from './app/router';
import { whenScreenDrawn } from './app/screen-drawn';
import { loadRoboto } from './app/web-fonts';
import { takeOverPrerendered } from './lib/prerendered';
import {
  setPasswordChangeRequiredHandler,
  setTwoFactorRequiredHandler,
  setUnauthorizedHandler,
} from './lib/api-client';
import {
  answerNewTabs,
  clearSession,
  isLoggingOut,
  safeReturnPath,
  setMustChangePassword,
  setMustSetUpTwoFactor,
  watchSessionEndedElsewhere,
} from './lib/session/session';

const router = createRouter();

/**
 * The page a login must bring the user back to: the one they are moving to while a move is under way (a screen's first
 * answer is asked for with its guard, app/early-data.ts, so a refused session can be told before the move ends), else
 * the one they are on.
 */
const pageAskedFor = () => router.state.navigation.location ?? router.state.location;

// Requirements §8: a 401 clears the stored session and sends the user to /login, which says why and brings
// them back to this page afterwards (decisions §7.5).
setUnauthorizedHandler(() => {
  clearSession();
  queryClient.clear();
  const { pathname, search } = pageAskedFor();
  // Already there (a late answer after `session:ended`): keep the page it remembers. A logout's own echo
  // goes nowhere: the logout itself goes to /login.
  if (pathname !== routePatterns.login && !isLoggingOut()) {
    void router.navigate(loginPathFor(pathname + search), { replace: true, state: { ended: true } });
  }
});

// Contract §9: the server refuses everything until two-step sign-in is set up (a setting changed meanwhile, a new
// tab): the set-up screen comes first.
setTwoFactorRequiredHandler(() => {
  setMustSetUpTwoFactor(true);
  if (router.state.location.pathname !== routePatterns.twoFactorSetup) {
    void router.navigate(paths.twoFactorSetup, { replace: true });
  }
});

// Contract §9: likewise until a password an admin set is changed; the change screen comes back to this page.
setPasswordChangeRequiredHandler(() => {
  setMustChangePassword(true);
  const { pathname, search } = pageAskedFor();
  if (pathname !== routePatterns.passwordChange) {
    void router.navigate(paths.passwordChange(safeReturnPath(pathname + search)), { replace: true });
  }
});

// A new tab of this browser joins the session this one holds (decisions §7.5).
answerNewTabs();

// A logout in another tab of this browser ends this tab's session too.
watchSessionEndedElsewhere(() => {
  queryClient.clear();
  void router.navigate(paths.login(), { replace: true });
});

const start = (root: HTMLElement) => {
  // Whatever was typed into a page the server sent drawn is read at the last moment, just before it is replaced, and
  // only for the login page that takes it (a logged-in tab goes on to its home instead).
  const prerendered = router.state.location.pathname === routePatterns.login && root.firstElementChild !== null;
  if (prerendered) {
    takeOverPrerendered(root);
  }
  const app = createRoot(root);
  const render = () =>
    app.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  // Over a drawn page, the first render is done in this same task: a key typed between reading the fields and
  // replacing them would be lost.
  if (prerendered) {
    flushSync(render);
  } else {
    render();
  }
};

const root = document.getElementById('root');
if (root?.firstElementChild && !router.state.initialized) {
  // The server sent the login page already drawn (apps/web/prerender.ts): it stays until the router has the page
  // to draw over it (its guard and code), instead of giving way to the loader in between.
  const stop = router.subscribe((state) => {
    if (state.initialized) {
      stop();
      start(root);
    }
  });
} else if (root) {
  start(root);
}

// Roboto from the device or the browser's store at once; on a first visit once the screen is drawn (app/web-fonts.ts).
// The router's first load (its guards, the screen's code) counts as busy: its navigation state stays 'idle' meanwhile.
void loadRoboto(() =>
  whenScreenDrawn(
    () => queryClient.isFetching() > 0 || !router.state.initialized || router.state.navigation.state !== 'idle',
  ),
);
