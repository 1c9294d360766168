import { describe, expect, it } from 'vitest';
import {
  afterOwnWrites,
  expectOwnChange,
  isOwnChange,
  OWN_CHANGE_WAIT_MS,
  ownWriteSettled,
  ownWriteStarted,
} from './own-changes';

describe('own case changes', () => {
  it('lets pass one event per write of the case, and no other case', () => {
    expectOwnChange(1, 1000);
    expectOwnChange(1, 1100);
    expect(isOwnChange(2, 1200)).toBe(false);
    expect(isOwnChange(1, 1200)).toBe(true);
    expect(isOwnChange(1, 1300)).toBe(true);
    // A third event of case 1 is a colleague's.
    expect(isOwnChange(1, 1400)).toBe(false);
  });

  it('forgets an expectation not met in time, so that a later change is heard', () => {
    expectOwnChange(7, 10_000);
    expect(isOwnChange(7, 10_000 + OWN_CHANGE_WAIT_MS + 1)).toBe(false);
    expect(isOwnChange(7, 10_000 + OWN_CHANGE_WAIT_MS + 2)).toBe(false);
  });

  it('holds events while a write is on its way, and runs them once every write has its answer', () => {
    const heard: number[] = [];
    ownWriteStarted();
    ownWriteStarted();
    afterOwnWrites(() => heard.push(1));
    afterOwnWrites(() => heard.push(2));
    ownWriteSettled();
    expect(heard).toEqual([]);
    ownWriteSettled();
    expect(heard).toEqual([1, 2]);
    afterOwnWrites(() => heard.push(3));
    expect(heard).toEqual([1, 2, 3]);
  });
});
