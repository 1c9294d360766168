export interface ScreenDrawnOptions {
  /** How long the page must stay still: no request, no navigation, no larger paint. */
  quietMs?: number;
  /** The latest it resolves, drawn or not. */
  maxMs?: number;
  pollMs?: number;
}

/**
 * Resolves once the first screen is drawn: the page has loaded, `isBusy` (the app's requests, the router) has been
 * false, the main thread has had time to spare between each two checks (`requestIdleCallback`, where the browser has
 * it) and no larger paint has come (`largest-contentful-paint`, where the browser reports it) for `quietMs`; at the
 * latest after `maxMs`. What waits for it (Roboto's files, app/web-fonts.ts) then no longer shares the line with
 * what the screen needs.
 *
 * The spare time matters because React draws a screen in a render it splits into short tasks (`useDrawnWhen`): the
 * checks still come on time meanwhile, and nothing is fetching yet, since the screen asks for its data only once it
 * is drawn. On a slow CPU that render took more than `quietMs`, and the fonts were asked for before the screen's data.
 */
export function whenScreenDrawn(
  isBusy: () => boolean,
  { quietMs = 500, maxMs = 10_000, pollMs = 100 }: ScreenDrawnOptions = {},
): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let quietSince = started;
    let lastTick = started;
    // Without requestIdleCallback (Safari) the page's load, the app's requests and the paints decide alone.
    const askIdle = typeof requestIdleCallback === 'function' ? requestIdleCallback : undefined;
    let idleSeen = !askIdle;
    let idleAsked = false;
    const watchIdle = () => {
      if (askIdle && !idleAsked) {
        idleAsked = true;
        askIdle(() => {
          idleAsked = false;
          idleSeen = true;
        });
      }
    };
    watchIdle();
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
      // A check that comes late (the main thread held by a long task, the CPU shared) saw nothing of the time in
      // between: the screen may have been drawing and not yet asked for its data. That time is not counted as still.
      const late = now - lastTick > pollMs * 2;
      lastTick = now;
      if (late || !idleSeen || document.readyState !== 'complete' || isBusy()) {
        quietSince = now;
      }
      if (askIdle) {
        idleSeen = false;
        watchIdle();
      }
      if (now - quietSince >= quietMs || now - started >= maxMs) {
        clearInterval(timer);
        observer?.disconnect();
        resolve();
      }
    }, pollMs);
  });
}
