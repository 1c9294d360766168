import type { Case } from '@pidsus/shared';
import { createContext, Fragment, useContext, type ReactNode } from 'react';

/** What the cases feature itself shows among the sections: the case file's documents (Berkas Perkara). */
export interface OwnSections {
  documents: ReactNode;
}

/**
 * A section of the case detail that another feature contributes (the case record's defendants and detention, the
 * case file's deadlines), given the case as the page shows it (a defendant is named after the case's stage), or one
 * of the page's own sections placed in the order.
 */
export type CaseSection = (item: Case, own: OwnSections) => ReactNode;

/**
 * The sections `app/` gives the case detail page: features do not import each other, so the page (features/cases)
 * renders what the app combined for it (app/case-detail-route.tsx), in order.
 */
export const CaseSectionsContext = createContext<readonly CaseSection[]>([]);

/**
 * The sections of the case `item` in the order `app/` gives, the page's own among them; without that order (a page
 * rendered alone) the page's own sections still show. `drawn`: how many of them are drawn yet (the page draws them one
 * by one).
 */
export function CaseSections({ item, own, drawn = Infinity }: { item: Case; own: OwnSections; drawn?: number }) {
  const sections = useContext(CaseSectionsContext);
  if (sections.length === 0) {
    return drawn > 0 ? <>{own.documents}</> : null;
  }
  return (
    <>
      {sections.slice(0, drawn).map((section, index) => (
        <Fragment key={index}>{section(item, own)}</Fragment>
      ))}
    </>
  );
}

/** How many sections `CaseSections` draws in all. */
export function useCaseSectionCount(): number {
  return Math.max(useContext(CaseSectionsContext).length, 1);
}
