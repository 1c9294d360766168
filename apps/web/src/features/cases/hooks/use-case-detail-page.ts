import type { CaseStatus } from '@pidsus/shared';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { HttpError } from '../../../lib/http';
import { useNotice } from '../../../components/notice';
import { idCaseDetail } from '../../../i18n/id-case-detail';
import { caseQueryOptions } from '../api/get-case';
import { useUpdateCaseStatus } from '../api/update-case-status';
import { useCaseDeletion } from './use-case-deletion';
import { useCaseEditor } from './use-case-editor';
import { useHighlight } from './use-highlight';

const t = idCaseDetail;

/** The origin path 'Lihat Detail' passed along, if it is one of ours. */
function originOf(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/**
 * The state and actions of /case/:id: the case, where 'Kembali' goes, the status change, the edit, the
 * deletion, and the notice that reports each result.
 */
export function useCaseDetailPage() {
  const caseId = Number(useParams().id);
  const location = useLocation();
  const query = useQuery(caseQueryOptions(caseId));
  const item = query.data;
  const notice = useNotice();
  const backTo = originOf(location.state) ?? (item ? paths.cases(item.type) : paths.categories);
  const updateStatus = useUpdateCaseStatus(caseId);
  const { highlighted, highlight } = useHighlight();
  const editor = useCaseEditor(caseId, query.refetch, notice.show, () => highlight(caseId));
  const deletion = useCaseDeletion(caseId, backTo, notice.close);

  const changeStatus = (status: CaseStatus) =>
    updateStatus.mutate(status, {
      onSuccess: () => notice.show(t.statusChanged(status), 'success'),
      onError: () => notice.show(t.statusFailed, 'error'),
    });

  const notFound = query.error instanceof HttpError && query.error.response?.status === 404;
  // Shown a moment ago, gone now: deleted by someone else (a live update refetched it).
  const deletedElsewhere = notFound && item !== undefined && !deletion.deletedHere;

  return {
    caseId,
    query,
    item,
    backTo,
    /** After an edit saved here, the list 'Kembali' returns to shows the case (decisions §7.5). */
    backState: editor.saves > 0 ? { saved: caseId } : undefined,
    highlighted: highlighted === caseId,
    notice,
    editor,
    deletion,
    status: { change: changeStatus, pending: updateStatus.isPending },
    deletedElsewhere,
    /** A load error of our own, not the 404 of a case deleted (here or elsewhere). */
    loadFailed: query.isError && !deletedElsewhere && !deletion.deletedHere,
    /** A case deleted elsewhere (a refetch answers 404) is not shown, nor editable, any longer. */
    shown: item !== undefined && (!notFound || deletion.deletedHere),
  };
}
