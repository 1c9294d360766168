import { useEffect, useState } from 'react';
import { readSession, storageKeys } from '../../../lib/session/session';

/** Requirements §2: show the welcome once per session — a session with a name exists and `hasShownWelcome` is unset. */
export function shouldShowWelcome(): boolean {
  return Boolean(readSession()?.username) && !localStorage.getItem(storageKeys.welcomeShown);
}

/**
 * The welcome dialog's state. Showing it sets the flag, so it appears once even if the user leaves
 * without closing it; leaving the dashboard without a session (a logout) clears the flag, so
 * that the next login is welcomed again.
 */
export function useWelcome() {
  const [open, setOpen] = useState(shouldShowWelcome);
  useEffect(() => {
    if (open) {
      localStorage.setItem(storageKeys.welcomeShown, 'true');
    }
  }, [open]);
  useEffect(
    () => () => {
      if (!readSession()) {
        localStorage.removeItem(storageKeys.welcomeShown);
      }
    },
    [],
  );
  const dismiss = () => setOpen(false);
  return { open, dismiss, name: readSession()?.username ?? '' };
}
