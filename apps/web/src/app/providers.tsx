import './fonts.css';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HttpError } from '../lib/http';
import { createStyleCache } from '../lib/style-cache';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again; a dropped connection might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof HttpError && (error.response?.status ?? 500) < 500),
    },
  },
});

/** Made once, at start: it takes over the styles a page drawn by the build brought (login.html). */
const styleCache = createStyleCache();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
