import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { DiscardDialog } from '../../../components/discard-dialog';

/**
 * The frame of the money dialogs: full screen on a phone; Escape, 'Batal' or a click outside over unsaved input
 * first asks 'Buang perubahan?' (what was typed stays until saved or discarded). The form is mounted afresh at each
 * opening and reports whether it is dirty or busy.
 */
export function MoneyDialog({
  open,
  labelledBy,
  onClose,
  children,
}: {
  open: boolean;
  labelledBy: string;
  onClose: () => void;
  children: (frame: {
    setDirty: (dirty: boolean) => void;
    setBusy: (busy: boolean) => void;
    cancel: () => void;
  }) => ReactNode;
}) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  // Each opening starts from a fresh form: nothing typed yet.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDirty(false);
    }
  }
  const cancel = () => {
    if (!busy) {
      if (dirty) {
        setAsking(true);
      } else {
        onClose();
      }
    }
  };
  return (
    <>
      <Dialog open={open} onClose={cancel} fullWidth maxWidth="xs" fullScreen={fullScreen} aria-labelledby={labelledBy}>
        {children({ setDirty, setBusy, cancel })}
      </Dialog>
      <DiscardDialog
        open={open && asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          setDirty(false);
          onClose();
        }}
      />
    </>
  );
}
