/**
 * The login page the server sends already drawn (apps/web/prerender.ts): what a visitor typed into it before the
 * app started, and which field they were in. The app draws its own page over it; the login form's fields start
 * from these values, so that nothing typed on a slow connection is lost (docs/performance.md).
 */
let typed: Record<string, string> = {};
let focused: string | null = null;

/** Reads the fields of a page the server drew in `root` (none when `root` is empty, as for every other page). */
export function takeOverPrerendered(root: HTMLElement): void {
  typed = {};
  for (const input of root.querySelectorAll('input[name]')) {
    const { name, value } = input as HTMLInputElement;
    if (value) {
      typed[name] = value;
    }
  }
  const active = document.activeElement;
  focused = active instanceof HTMLInputElement && root.contains(active) ? active.name : null;
}

/** What was typed into the field `name` before the app started, and whether the visitor was in it. */
export function typedBeforeStart(name: string): { value?: string; focused: boolean } {
  return { value: typed[name], focused: focused === name };
}

/** Whether the visitor was in one of the page's fields when the app started. */
export const wasTyping = () => focused !== null;

/** Once the form has taken them: a later visit to the login page (after a logout) starts empty. */
export function forgetTypedBeforeStart(): void {
  typed = {};
  focused = null;
}
