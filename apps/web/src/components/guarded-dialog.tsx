import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { DiscardDialog } from './discard-dialog';
import { useDiscardGuard, type GuardedFormHandlers } from './use-discard-guard';

export type { GuardedFormHandlers } from './use-discard-guard';

/**
 * A form's dialog that keeps what was typed (decisions §7.5, §10): Escape, `Batal` or a click outside over unsaved
 * input first asks `Buang perubahan?`; while saving it does not close. Full screen on a phone. The form is mounted
 * afresh at each opening, so it starts from the record as it is then.
 */
export function GuardedDialog({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the form's title. */
  labelledBy: string;
  children: (handlers: GuardedFormHandlers) => ReactNode;
}) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const guard = useDiscardGuard(onClose);
  return (
    <>
      <Dialog
        open={open}
        onClose={guard.requestClose}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        aria-labelledby={labelledBy}
      >
        {children(guard.form)}
      </Dialog>
      <DiscardDialog
        open={open && guard.question.asking}
        onKeep={guard.question.onKeep}
        onDiscard={guard.question.onDiscard}
      />
    </>
  );
}
