import { Component as CaseDetailPage } from '../features/cases/case-detail-page';
import { CaseDeadlines } from '../features/deadlines/case-deadlines';
import { CaseDefendants } from '../features/defendants/case-defendants';
import { CaseDetentions } from '../features/detentions/case-detentions';
import { CaseMilestones } from '../features/milestones/case-milestones';
import { CaseEvidence } from '../features/evidence/case-evidence';
import { CaseMoney } from '../features/recoveries/case-money';
import { CaseSectionsContext, type CaseSection } from '../features/cases/case-sections';

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

/** /case/:id: the cases feature's detail page, with the sections other features contribute. */
export function Component() {
  return (
    <CaseSectionsContext.Provider value={sections}>
      <CaseDetailPage />
    </CaseSectionsContext.Provider>
  );
}
