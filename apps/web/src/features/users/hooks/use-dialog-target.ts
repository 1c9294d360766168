import { useState } from 'react';

/**
 * What a dialog is about, and whether it is open. The target is kept after `hide`, while the dialog fades
 * out, so that its text does not flicker empty.
 */
export function useDialogTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    open,
    show: (next: T) => {
      setTarget(next);
      setOpen(true);
    },
    hide: () => setOpen(false),
  };
}
