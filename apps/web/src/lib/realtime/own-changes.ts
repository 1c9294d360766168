/**
 * The case changes this tab made itself. A write that answers with the case already refreshed what the change makes
 * stale (features/cases/api/case-cache.ts); the `cases:changed` the server then sends to every tab, this one
 * included, would fetch all of it a second time. Each write of a case here expects one such event and lets it pass
 * unheard; an expectation not met within `OWN_CHANGE_WAIT_MS` (the event lost, the write changed nothing) lapses,
 * so that a colleague's later change of the same case is never missed. The event may arrive before the write's own
 * answer: while a write is on its way, events wait for it (`afterOwnWrites`).
 */
export const OWN_CHANGE_WAIT_MS = 5_000;

const expected = new Map<number, number[]>();

/** Until when each of this tab's writes of `caseId` still waits for its event. */
function pending(caseId: number, now: number): number[] {
  const left = (expected.get(caseId) ?? []).filter((until) => until > now);
  if (left.length === 0) {
    expected.delete(caseId);
  } else {
    expected.set(caseId, left);
  }
  return left;
}

/** This tab changed `caseId` and has refreshed what shows it: the server's event for it is one to let pass. */
export function expectOwnChange(caseId: number, now = Date.now()): void {
  expected.set(caseId, [...pending(caseId, now), now + OWN_CHANGE_WAIT_MS]);
}

/** Whether a `cases:changed` of `caseId` is the echo of this tab's own write (each expectation answers once). */
export function isOwnChange(caseId: number, now = Date.now()): boolean {
  const left = pending(caseId, now);
  if (left.length === 0) {
    return false;
  }
  left.shift();
  if (left.length === 0) {
    expected.delete(caseId);
  }
  return true;
}

let writing = 0;
let waiting: (() => void)[] = [];

/** A write of a case leaves this tab (a mutation's `onMutate`): events wait until it has its answer. */
export function ownWriteStarted(): void {
  writing += 1;
}

/** The write has its answer, and its `expectOwnChange` is made (a mutation's `onSettled`): waiting events run. */
export function ownWriteSettled(): void {
  writing = Math.max(0, writing - 1);
  if (writing === 0) {
    const run = waiting;
    waiting = [];
    for (const handle of run) {
      handle();
    }
  }
}

/** Runs `handle` now, or once this tab's writes on their way have their answers. */
export function afterOwnWrites(handle: () => void): void {
  if (writing === 0) {
    handle();
  } else {
    waiting.push(handle);
  }
}

/** For a case mutation: events wait while it is on its way (see `afterOwnWrites`). */
export const ownWriteHooks = { onMutate: ownWriteStarted, onSettled: ownWriteSettled } as const;
