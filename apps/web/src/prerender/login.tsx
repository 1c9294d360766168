import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { theme } from '../app/theme';
import { Component as LoginPage } from '../features/auth/login-page';
import { createStyleCache } from '../lib/style-cache';
import { emotionStyleTags } from './emotion-styles';

/**
 * The login page rendered at build time (apps/web/prerender.ts), as the app draws it at `/login` when nobody is
 * logged in: the same providers around the same page. The server sends it as `/login` (apps/server, plugins/spa.ts),
 * so that a visitor on a weak network sees the form before the JavaScript has arrived; the app then draws the same
 * page over it and keeps what was typed (main.tsx, lib/prerendered.ts).
 */
export function renderLoginPage(): { markup: string; styles: string } {
  const cache = createStyleCache();
  // The rules go into `cache.inserted` instead of <style> tags within the markup (as @emotion/server does).
  cache.compat = true;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <MemoryRouter initialEntries={[paths.login()]}>
            <LoginPage />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>,
  );
  return { markup, styles: emotionStyleTags(cache) };
}
