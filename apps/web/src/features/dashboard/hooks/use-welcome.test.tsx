import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/session';
import { shouldShowWelcome, useWelcome } from './use-welcome';

describe('welcome dialog rule (requirements §2)', () => {
  it('shows only with a stored username and no hasShownWelcome flag', () => {
    expect(shouldShowWelcome()).toBe(false);
    localStorage.setItem(storageKeys.username, 'Budi');
    expect(shouldShowWelcome()).toBe(true);
    localStorage.setItem(storageKeys.welcomeShown, 'true');
    expect(shouldShowWelcome()).toBe(false);
  });

  it('shows once: the flag is set when it opens, so a second mount stays closed', () => {
    localStorage.setItem(storageKeys.username, 'Budi');
    localStorage.setItem(storageKeys.token, 'tok');
    const first = renderHook(() => useWelcome());
    expect(first.result.current.open).toBe(true);
    expect(first.result.current.name).toBe('Budi');
    act(() => first.result.current.dismiss());
    expect(first.result.current.open).toBe(false);
    first.unmount();
    expect(localStorage.getItem(storageKeys.welcomeShown)).toBe('true');
    const second = renderHook(() => useWelcome());
    expect(second.result.current.open).toBe(false);
  });

  it('clears the flag on leaving when no token is stored (after a logout)', () => {
    localStorage.setItem(storageKeys.username, 'Budi');
    localStorage.setItem(storageKeys.token, 'tok');
    const view = renderHook(() => useWelcome());
    localStorage.removeItem(storageKeys.token);
    view.unmount();
    expect(localStorage.getItem(storageKeys.welcomeShown)).toBeNull();
  });

  it('keeps the flag on leaving while logged in', () => {
    localStorage.setItem(storageKeys.username, 'Budi');
    localStorage.setItem(storageKeys.token, 'tok');
    renderHook(() => useWelcome()).unmount();
    expect(localStorage.getItem(storageKeys.welcomeShown)).toBe('true');
  });
});
