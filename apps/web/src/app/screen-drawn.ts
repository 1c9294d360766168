export interface ScreenDrawnOptions {
  /** How long the page must stay still: no request, no navigation, no larger paint. */
  quietMs?: number;
  /** The latest it resolves, drawn or not. */
  maxMs?: number;
  pollMs?: number;
}

/**
 * Resolves once the first screen is drawn: the page has loaded, `isBusy` (the app's requests, the router) has been
 * false and no larger paint has come (`largest-contentful-paint`, where the browser reports it) for `quietMs`; at the
 * latest after `maxMs`. What waits for it (Roboto's files, app/web-fonts.ts) then no longer shares the line with
 * what the screen needs.
 */
export function whenScreenDrawn(
  isBusy: () => boolean,
  { quietMs = 500, maxMs = 10_000, pollMs = 100 }: ScreenDrawnOptions = {},
): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let quietSince = started;
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver(() => {
        quietSince = performance.now();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      // No paint entries in this browser: the page's load and the app's requests decide alone.
      observer = undefined;
    }
    const timer = setInterval(() => {
      const now = performance.now();
      if (document.readyState !== 'complete' || isBusy()) {
        quietSince = now;
      }
      if (now - quietSince >= quietMs || now - started >= maxMs) {
        clearInterval(timer);
        observer?.disconnect();
        resolve();
      }
    }, pollMs);
  });
}
