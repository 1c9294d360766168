import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { sameValues } from '../lib/same-values';

/** What the form inside a guarded dialog tells it, and how it asks to close. */
export interface GuardedFormHandlers {
  onBusy: (busy: boolean) => void;
  /**
   * The form hands over how to tell whether it holds unsaved input. The dialog asks at the moment it would close
   * (decisions §10): a state reported a render later would let an Escape right after a keystroke drop the text.
   */
  onDirty: (isDirty: () => boolean) => void;
  onCancel: () => void;
}

/**
 * The rule of a form dialog that keeps what was typed (decisions §7.5, §10): Escape, `Batal` or a click outside over
 * unsaved input first asks `Buang perubahan?` (give `question` to the DiscardDialog); while saving it does not close.
 */
export function useDiscardGuard(onClose: () => void) {
  const busy = useRef(false);
  const dirty = useRef<() => boolean>(() => false);
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (busy.current) {
      return;
    }
    if (dirty.current()) {
      setAsking(true);
    } else {
      onClose();
    }
  };
  const onBusy = useCallback((value: boolean) => {
    busy.current = value;
  }, []);
  const onDirty = useCallback((isDirty: () => boolean) => {
    dirty.current = isDirty;
  }, []);
  return {
    requestClose,
    form: { onBusy, onDirty, onCancel: requestClose } satisfies GuardedFormHandlers,
    question: {
      asking,
      onKeep: () => setAsking(false),
      onDiscard: () => {
        setAsking(false);
        onClose();
      },
    },
  };
}

/**
 * The form's side: its dialog may ask at any moment whether `getValues()` still equals `initial` (the values it was
 * opened with; keep them in state so that they do not change). A form that is gone holds nothing unsaved.
 */
export function useReportDirty(onDirty: (isDirty: () => boolean) => void, getValues: () => unknown, initial: unknown) {
  useLayoutEffect(() => {
    onDirty(() => !sameValues(getValues(), initial));
    return () => onDirty(() => false);
  }, [onDirty, getValues, initial]);
}
