import { createContext, Fragment, useContext, type ReactNode } from 'react';

/** A section of the case detail that another feature contributes (the case file's deadlines, documents). */
export type CaseSection = (caseId: number) => ReactNode;

/**
 * The sections `app/` gives the case detail page: features do not import each other, so the page (features/cases)
 * renders what the app combined for it (app/case-detail-route.tsx), in order.
 */
export const CaseSectionsContext = createContext<readonly CaseSection[]>([]);

/** The contributed sections of the case `caseId`, where the detail page places them. */
export function CaseSections({ caseId }: { caseId: number }) {
  const sections = useContext(CaseSectionsContext);
  return (
    <>
      {sections.map((section, index) => (
        <Fragment key={index}>{section(caseId)}</Fragment>
      ))}
    </>
  );
}
