import { useState } from 'react';
import type { CaseDocument, TeamMember } from '@pidsus/shared';
import { useUndoNotice } from '../../../components/undo-notice';
import { idCaseDocuments } from '../../../i18n/id-case-documents';
import { idTrash } from '../../../i18n/id-trash';
import { useProfile } from '../../../lib/session/profile';
import { readSession } from '../../../lib/session/session';
import { restoreCaseDocument } from '../api/case-document-trash';
import { useDeleteCaseDocument, useRefreshCaseDocuments } from '../api/case-documents';

const t = idCaseDocuments;

/**
 * Deleting a case document (decisions §9): only the case's team and admins may (the server says the same with a
 * 403), after a question; it goes to the case's trash, and the frame's notice offers "Urungkan" for its 6 seconds,
 * in place of the page's own notice (one notice at a time).
 */
export function useDocumentDeletion(caseId: number, team: TeamMember[], closeNotice: () => void) {
  const profile = useProfile();
  const isAdmin = readSession()?.role === 'admin';
  const onTeam = profile.data !== undefined && team.some((member) => member.id === profile.data.id);
  const deletion = useDeleteCaseDocument(caseId);
  const refresh = useRefreshCaseDocuments(caseId);
  const offerUndo = useUndoNotice();
  const [toDelete, setToDelete] = useState<CaseDocument | null>(null);

  /** A failure is shown by the confirmation dialog, which stays open (components/confirm-dialog.tsx). */
  const confirm = async () => {
    if (!toDelete) {
      return;
    }
    const deleted = toDelete;
    await deletion.mutateAsync(deleted.id);
    setToDelete(null);
    closeNotice();
    offerUndo({
      message: t.deleted(deleted.name),
      undoLabel: idTrash.undo,
      undo: async () => {
        await restoreCaseDocument(caseId, deleted.id);
        await refresh();
      },
      undoneMessage: t.trash.restored,
      undoFailedMessage: t.trash.restoreFailed,
    });
  };

  return {
    /** The caller may move documents to the trash and back. */
    mayDelete: isAdmin || onTeam,
    isAdmin,
    toDelete,
    ask: setToDelete,
    cancel: () => setToDelete(null),
    confirm,
  };
}
