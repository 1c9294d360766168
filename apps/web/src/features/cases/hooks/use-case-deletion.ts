import { DELETE_REDIRECT_DELAY_MS } from '@pidsus/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { useNotice } from '../../../components/notice';
import { id } from '../../../i18n/id';
import { useDeleteCase } from '../api/delete-case';

const t = id.caseDetail;

/**
 * Deleting the case shown: the confirmation, then the message, and `backTo` a moment later
 * (DELETE_REDIRECT_DELAY_MS), while the screen keeps showing the case with its actions disabled.
 */
export function useCaseDeletion(caseId: number, backTo: string, show: ReturnType<typeof useNotice>['show']) {
  const navigate = useNavigate();
  const deleteCase = useDeleteCase(caseId);
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
    show(t.deleteSuccess, 'success');
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
