import { DELETE_REDIRECT_DELAY_MS } from '@pidsus/shared/constants';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUndoNotice } from '../../../components/undo-notice';
import { idCaseDetail } from '../../../i18n/id-case-detail';
import { idTrash } from '../../../i18n/id-trash';
import { restoreCase } from '../api/case-trash';
import { useInvalidateCases } from '../api/case-cache';
import { useDeleteCase } from '../api/delete-case';

const t = idCaseDetail;

/**
 * Deleting the case shown: the confirmation, then the message, and `backTo` a moment later
 * (DELETE_REDIRECT_DELAY_MS), while the screen keeps showing the case with its actions disabled. The case goes
 * to the trash (decisions §7.3): the message, held by the frame so that it outlives this screen, offers
 * "Urungkan" for its 6 seconds, which restores the case at once.
 */
export function useCaseDeletion(caseId: number, backTo: string, closeNotice: () => void = () => undefined) {
  const navigate = useNavigate();
  const deleteCase = useDeleteCase(caseId);
  const offerUndo = useUndoNotice();
  const refetchCases = useInvalidateCases();
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);

  useEffect(() => {
    if (!deleted) {
      return undefined;
    }
    const timer = setTimeout(() => navigate(backTo, { replace: true }), DELETE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [deleted, backTo, navigate]);

  /** A failure is shown by the confirmation dialog, which stays open (components/confirm-dialog.tsx). */
  const confirm = async () => {
    await deleteCase.mutateAsync();
    setConfirming(false);
    setDeleted(true);
    // The frame's notice replaces this screen's own: one notice at a time.
    closeNotice();
    offerUndo({
      message: t.deleteSuccess,
      undoLabel: idTrash.undo,
      undo: async () => {
        await restoreCase(caseId);
        await refetchCases(caseId);
      },
      undoneMessage: idTrash.caseRestored,
      undoFailedMessage: idTrash.caseRestoreFailed,
    });
  };

  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
    deleted,
    /** Deleted from this screen: it keeps the case for the second before it leaves, whatever a refetch answers. */
    deletedHere: deleted || deleteCase.isPending || deleteCase.isSuccess,
  };
}
