import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Component as CaseDetailPage } from '../features/cases/case-detail-page';
import { caseDocumentsQueryOptions } from '../features/cases/api/case-documents';
import { caseHistoryQueryOptions } from '../features/cases/api/get-case-history';
import { caseDeadlinesQueryOptions } from '../features/deadlines/api/get-case-deadlines';
import { caseDefendantsQueryOptions } from '../features/defendants/api/get-case-defendants';
import { caseDetentionsQueryOptions } from '../features/detentions/api/get-case-detentions';
import { caseEvidenceQueryOptions } from '../features/evidence/api/get-case-evidence';
import { caseMilestonesQueryOptions } from '../features/milestones/api/get-case-milestones';
import { caseRecoveriesQueryOptions } from '../features/recoveries/api/get-case-recoveries';
import { CaseDeadlines } from '../features/deadlines/case-deadlines';
import { CaseDefendants } from '../features/defendants/case-defendants';
import { CaseDetentions } from '../features/detentions/case-detentions';
import { CaseMilestones } from '../features/milestones/case-milestones';
import { CaseEvidence } from '../features/evidence/case-evidence';
import { CaseMoney } from '../features/recoveries/case-money';
import { CaseSectionsContext, type CaseSection } from '../features/cases/case-sections';
import { RecordRowStyles } from '../components/record-rows';

/**
 * The case page's sections after the summary and the team, in the order a prosecutor works (decisions §8): the
 * defendants named after the stage and their detention (§8.1, §8.2), the milestones in the office's forms (§8.3),
 * the deadlines (§7.2), the case file's documents (Berkas Perkara), the evidence and the state money (§8.4); the
 * history follows them.
 */
const sections: readonly CaseSection[] = [
  (item) => <CaseDefendants caseId={item.id} stage={item.type} />,
  (item) => <CaseDetentions caseId={item.id} defendants={item.defendants ?? []} />,
  (item) => <CaseMilestones caseId={item.id} />,
  (item) => <CaseDeadlines caseId={item.id} />,
  (_item, own) => own.documents,
  (item) => <CaseEvidence caseId={item.id} />,
  (item) => <CaseMoney item={item} />,
];

/**
 * What every section reads, asked for with the case itself rather than once the case has arrived and its sections are
 * drawn: on the office's weak line that is a round trip and a render fewer before the record shows
 * (docs/performance.md). Each is the section's own query, so the section finds it answered or on its way. One request
 * per task: a request's sending costs the page's main thread 1–5 ms (18 ms on a phone's CPU), and the eight sent
 * together were one task of ~230 ms there ("A case's record asked for one request per task"). Answers the function
 * that stops the requests not yet sent.
 */
export function askForTheRecord(queryClient: QueryClient, caseId: number): () => void {
  const asks = [
    () => queryClient.prefetchQuery(caseDefendantsQueryOptions(caseId)),
    () => queryClient.prefetchQuery(caseDetentionsQueryOptions(caseId)),
    () => queryClient.prefetchQuery(caseMilestonesQueryOptions(caseId)),
    () => queryClient.prefetchQuery(caseDeadlinesQueryOptions(caseId)),
    () => queryClient.prefetchQuery(caseDocumentsQueryOptions(caseId)),
    () => queryClient.prefetchQuery(caseEvidenceQueryOptions(caseId)),
    () => queryClient.prefetchQuery(caseRecoveriesQueryOptions(caseId)),
    () => queryClient.prefetchQuery(caseHistoryQueryOptions(caseId)),
  ];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = (index: number) => {
    void asks[index]?.();
    if (index + 1 < asks.length) {
      timer = setTimeout(() => ask(index + 1), 0);
    }
  };
  ask(0);
  return () => clearTimeout(timer);
}

/** /case/:id: the cases feature's detail page, with the sections other features contribute. */
export function Component() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  // In the same commit as the page's read of the case (an effect runs after its children's).
  useEffect(() => askForTheRecord(queryClient, Number(id)), [queryClient, id]);
  return (
    <CaseSectionsContext.Provider value={sections}>
      <RecordRowStyles />
      <CaseDetailPage />
    </CaseSectionsContext.Provider>
  );
}
