import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { HttpResponse } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { officeToday } from '../../../lib/time/dates';
import { saveSession, storageKeys } from '../../../lib/session/session';
import { useSchedulePage } from './use-schedule-page';

vi.mock('../../../lib/realtime/realtime-provider', () => ({ useRealtime: () => ({ status: 'online' }) }));

let get: MockInstance<typeof api.get>;

function wrapperAt(initial: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function renderPage(initial: string) {
  return renderHook(() => ({ page: useSchedulePage(), location: useLocation() }), { wrapper: wrapperAt(initial) });
}

const scheduleCalls = () => get.mock.calls.filter(([url]) => url === '/schedule').map(([, config]) => config?.params);

describe('the /case-schedule page state (useSchedulePage)', () => {
  beforeEach(() => {
    get = vi.spyOn(api, 'get').mockResolvedValue({ data: [] } as unknown as HttpResponse);
  });
  afterEach(() => {
    get.mockRestore();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the day of ?date= when it is a real day, else today, and steps back to today without a date', async () => {
    const today = officeToday(new Date());
    const other = renderPage('/case-schedule?date=2026-03-02');
    expect(other.result.current.page.day).toBe('2026-03-02');
    act(() => other.result.current.page.goToDay(today));
    expect(other.result.current.location.search).toBe('');
    expect(other.result.current.page.day).toBe(today);
    const wrong = renderPage('/case-schedule?date=2026-02-30');
    expect(wrong.result.current.page.day).toBe(today);
    await waitFor(() => expect(scheduleCalls()).toContainEqual({ date: today }));
  });

  it("narrows a staff account's board to its own hearings with ?mine=1, never an administrator's", async () => {
    saveSession({ token: 't', user: { id: 1, username: 'Budi', email: 'b@x.id', role: 'user' } });
    const staff = renderPage('/case-schedule?date=2026-03-02');
    expect(staff.result.current.page.mine).toBe(false);
    act(() => staff.result.current.page.setMine(true));
    expect(staff.result.current.location.search).toBe('?date=2026-03-02&mine=1');
    expect(staff.result.current.page.mine).toBe(true);
    await waitFor(() => expect(scheduleCalls()).toContainEqual({ date: '2026-03-02', mine: 1 }));

    sessionStorage.setItem(storageKeys.role, 'admin');
    const admin = renderPage('/case-schedule?mine=1');
    expect(admin.result.current.page.staff).toBe(false);
    expect(admin.result.current.page.mine).toBe(false);
  });

  it('is not drawn again each second, and turns to the new day within a second of the office midnight', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      // 23:59:57 in Jakarta (UTC+7), the office's zone by default.
      vi.setSystemTime(new Date('2026-03-10T16:59:57Z'));
      let renders = 0;
      const { result } = renderHook(
        () => {
          renders += 1;
          return useSchedulePage();
        },
        { wrapper: wrapperAt('/case-schedule') },
      );
      // waitFor polls with setInterval, which is the test's own here: the answers are let in with a real timeout.
      const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      await settle();
      expect(result.current.schedule.isSuccess).toBe(true);
      expect(result.current.today).toBe('2026-03-10');
      const settled = renders;
      for (let second = 0; second < 2; second += 1) {
        act(() => vi.advanceTimersByTime(1000));
      }
      expect(renders).toBe(settled);
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current.today).toBe('2026-03-11');
      expect(result.current.day).toBe('2026-03-11');
      await settle();
      expect(scheduleCalls()).toContainEqual({ date: '2026-03-11' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is the office board outside the TV, and the TV display with ?kiosk=1', () => {
    // As in a browser out of fullscreen (jsdom has no fullscreen at all).
    Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
    const office = renderPage('/case-schedule');
    expect(office.result.current.page.display).toBe(false);
    expect(office.result.current.page.paging).toMatchObject({ start: 0, end: 0, pages: 1, measuring: false });
    const tv = renderPage('/case-schedule?kiosk=1');
    expect(tv.result.current.page.display).toBe(true);
    expect(tv.result.current.page.cards).toBe(false);
  });
});
