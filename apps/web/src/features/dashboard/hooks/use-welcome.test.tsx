import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession, storageKeys } from '../../../lib/session/session';

const signIn = () => saveSession({ token: 'tok', user: { id: 1, username: 'Budi', email: 'b@x.id', role: 'user' } });
import { shouldShowWelcome, useWelcome } from './use-welcome';

describe('welcome dialog rule (requirements §2)', () => {
  it('shows only with a session that has a name and no hasShownWelcome flag', () => {
    expect(shouldShowWelcome()).toBe(false);
    signIn();
    expect(shouldShowWelcome()).toBe(true);
    localStorage.setItem(storageKeys.welcomeShown, 'true');
    expect(shouldShowWelcome()).toBe(false);
  });

  it('shows once: the flag is set when it opens, so a second mount stays closed', () => {
    signIn();
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

  it('clears the flag on leaving when the session is gone (after a logout)', () => {
    signIn();
    const view = renderHook(() => useWelcome());
    sessionStorage.removeItem(storageKeys.token);
    view.unmount();
    expect(localStorage.getItem(storageKeys.welcomeShown)).toBeNull();
  });

  it('keeps the flag on leaving while logged in', () => {
    signIn();
    renderHook(() => useWelcome()).unmount();
    expect(localStorage.getItem(storageKeys.welcomeShown)).toBe('true');
  });
});
