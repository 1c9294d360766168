import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { loginPathFor } from './app/guards';
import { createRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { answerNewTabs, clearSession, isLoggingOut, watchSessionEndedElsewhere } from './lib/session';

const router = createRouter();

// Requirements §8: a 401 clears the stored session and sends the user to /login, which says why and brings
// them back to this page afterwards (decisions §7.5).
setUnauthorizedHandler(() => {
  clearSession();
  queryClient.clear();
  const { pathname, search } = router.state.location;
  // Already there (a late answer after `session:ended`): keep the page it remembers. A logout's own echo
  // goes nowhere: the logout itself goes to /login.
  if (pathname !== '/login' && !isLoggingOut()) {
    void router.navigate(loginPathFor(pathname + search), { replace: true, state: { ended: true } });
  }
});

// A new tab of this browser joins the session this one holds (decisions §7.5).
answerNewTabs();

// A logout in another tab of this browser ends this tab's session too.
watchSessionEndedElsewhere(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
