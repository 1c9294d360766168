import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { createRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { clearSession, watchSessionEndedElsewhere } from './lib/session';

const router = createRouter();

// Requirements §8: a 401 clears the stored session and sends the user to /login.
setUnauthorizedHandler(() => {
  clearSession();
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});

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
