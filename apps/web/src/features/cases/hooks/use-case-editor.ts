import type { CaseInput } from '@pidsus/shared';
import { useState } from 'react';
import { HttpError } from '../../../lib/http';
import type { useNotice } from '../../../components/notice';
import { idCaseDetail } from '../../../i18n/id-case-detail';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateCase } from '../api/update-case';

const t = idCaseDetail;

/**
 * The edit of one case (decisions §3): a save based on an outdated version is answered 409 and kept in the
 * dialog as a conflict with a reload offer; 'Muat Ulang' fetches the case and restarts the form from it.
 */
export function useCaseEditor(
  caseId: number,
  refetch: () => Promise<unknown>,
  show: ReturnType<typeof useNotice>['show'],
  /** After each edit saved, once the dialog is closed. */
  onSaved?: () => void,
) {
  const updateCase = useUpdateCase(caseId);
  const [editing, setEditing] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  // A new key mounts the form afresh, from the case as just fetched.
  const [formKey, setFormKey] = useState(0);
  // How many edits were saved here: the page marks the case after each (decisions §7.5).
  const [saves, setSaves] = useState(0);

  const close = () => {
    setEditing(false);
    setConflict(null);
  };
  /** `basedOn`: the `updated_at` the edit started from. A rejection keeps the dialog open (CaseFormDialog). */
  const save = (input: CaseInput, basedOn: string) =>
    updateCase.mutateAsync({ input, basedOn }).then(
      () => {
        close();
        show(t.saveSuccess, 'success');
        setSaves((count) => count + 1);
        onSaved?.();
      },
      (error: unknown) => {
        if (error instanceof HttpError && error.response?.status === 409) {
          setConflict(errorMessage(error, t.saveFailed));
        } else {
          show(errorMessage(error, t.saveFailed), 'error');
        }
        throw error;
      },
    );
  const reload = () => {
    void refetch().then(() => {
      setConflict(null);
      setFormKey((key) => key + 1);
    });
  };

  return { editing, conflict, formKey, saves, open: () => setEditing(true), close, save, reload };
}

export type CaseEditor = ReturnType<typeof useCaseEditor>;
