import { describe, expect, it } from 'vitest';
import { caseViewKeys } from '../features/cases/api/keys';
import { fileKeys } from '../features/files/api/keys';
import { notificationKeys } from '../features/notifications/api/keys';
import { scheduleKeys } from '../features/schedule/api/keys';
import { userKeys } from '../features/users/api/keys';
import { profileQueryKey } from '../lib/session/profile';
import { filesRootKey, scheduleRootKey } from '../lib/query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

// The features meet here (app/ may import them all): what one feature invalidates in another must reach it.
describe("the features' query keys, side by side", () => {
  it("reach the board's queries from a case write, and the file manager's from the dashboard's upload", () => {
    expect(caseViewKeys).toContain(scheduleRootKey);
    expect(startsWith(scheduleKeys.day('2026-03-02'), scheduleRootKey)).toBe(true);
    expect(startsWith(fileKeys.list('/Perkara'), filesRootKey)).toBe(true);
    expect(startsWith(fileKeys.folders, filesRootKey)).toBe(true);
  });

  it('start with a root of their own feature, no two alike', () => {
    const roots = [
      caseViewKeys[0],
      scheduleKeys.all,
      fileKeys.all,
      notificationKeys.all,
      userKeys.all,
      profileQueryKey,
    ];
    expect(new Set(roots.map((root) => root[0])).size).toBe(roots.length);
    expect(startsWith(notificationKeys.list, notificationKeys.all)).toBe(true);
    expect(startsWith(userKeys.history(3), userKeys.all)).toBe(true);
    expect(startsWith(userKeys.list, userKeys.all)).toBe(true);
  });
});
