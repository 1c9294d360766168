import { Component as CaseDetailPage } from '../features/cases/case-detail-page';
import { CaseDeadlines } from '../features/deadlines/case-deadlines';
import { CaseSectionsContext, type CaseSection } from '../lib/case-sections';

/** What the case file adds to the detail, below the team (contract §7.2). */
const sections: readonly CaseSection[] = [(caseId) => <CaseDeadlines caseId={caseId} />];

/** /case/:id: the cases feature's detail page, with the sections other features contribute. */
export function Component() {
  return (
    <CaseSectionsContext.Provider value={sections}>
      <CaseDetailPage />
    </CaseSectionsContext.Provider>
  );
}
