import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForTheRecord } from './case-detail-route';

afterEach(() => {
  vi.useRealTimers();
});

/** A query client that only records which queries were asked for. */
function recordingClient() {
  const asked: unknown[][] = [];
  const client = {
    prefetchQuery: vi.fn((options: { queryKey: unknown[] }) => {
      asked.push(options.queryKey);
      return Promise.resolve();
    }),
  };
  return { client: client as unknown as QueryClient, asked };
}

describe('askForTheRecord', () => {
  it('asks for every section of the record and the history, one request per task', () => {
    vi.useFakeTimers();
    const { client, asked } = recordingClient();
    askForTheRecord(client, 7);
    // The first at once, in the task that asked for the case; each next one in a task of its own.
    expect(asked).toHaveLength(1);
    vi.advanceTimersToNextTimer();
    expect(asked).toHaveLength(2);
    vi.runAllTimers();
    expect(asked).toHaveLength(8);
    expect(new Set(asked.map((key) => JSON.stringify(key))).size).toBe(8);
    for (const key of asked) {
      expect(JSON.stringify(key)).toContain('7');
    }
  });

  it('stops asking when the page is left or shows another case', () => {
    vi.useFakeTimers();
    const { client, asked } = recordingClient();
    const stop = askForTheRecord(client, 7);
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(asked).toHaveLength(2);
  });
});
