import fp from 'fastify-plugin';
import type { CaseDayMarker, CaseDetailColumn } from './columns';
import type { CaseDetailsReader } from './reader';
import type { ListContentKeysOfCases } from './trash-service';
import { createCaseHandover, type CaseHandover } from './handover';
import { createCaseJournal, type CaseJournal } from './journal';
import { followListChanges } from './list-changes';
import { createListVersion, type ListVersion } from './list-version';
import { createCasesRepository } from './repository';
import { casesRoutes } from './routes';
import { createCasesService, type CasesService } from './service';
import { caseTrashRoutes } from './trash-routes';

/**
 * The cases module's public surface: what other modules may import (never its inner files). The case journal is the
 * one way another module records a change to a case (decisions §7.1–§7.3).
 */
export { createCaseJournal, type CaseChangeEntry, type CaseJournal, type RecordedCaseChange } from './journal';
export { presentCase, presentCaseChange } from './presenter';
export type { CaseDetailsReader, CaseFilter, CasesService, ListContentKeysOfCases } from './service';
export type { CaseDayMarker, CaseDetailColumn } from './columns';
/** For a module that writes cases in bulk through the journal (the import, decisions §8.7). */
export { caseColumns } from './columns';
export { diffCase, nextTimestamp } from './changes';

/** What the modules that hang something on a case tell the cases module (each fills in its part as it registers). */
export interface CaseExtensions {
  /** The board's markers as columns of the day's statement: an open deadline due (deadlines), a defendant held
   * (detentions, decisions §8.2). */
  dayMarkers: CaseDayMarker[];
  /** The storage keys of the content these cases hold, read in a purge's transaction (case documents…). */
  contentKeys: ListContentKeysOfCases[];
  /** The fields a module adds to every presented case (defendants, last milestone, recovered total…). */
  details: CaseDetailsReader[];
  /** The same fields as columns of one case's statement (one round trip); each module that adds `details` adds one. */
  columns: CaseDetailColumn[];
}

declare module '../../plugins/core' {
  interface AppServices {
    casesService: CasesService;
    caseJournal: CaseJournal;
    /** A departing account's cases, for the users module's deletion (decisions §8.7). */
    caseHandover: CaseHandover;
    caseExtensions: CaseExtensions;
    /** The lists' version as this instance knows it (list-version.ts). */
    caseListVersion: ListVersion;
  }
}

/** Cases: the lists, the board, one case, its writes, following, history and trash; and the journal for the rest. */
export const casesModule = fp(
  async (app) => {
    const { config, options, db, clock, events, store, signals } = app.core;
    const cases = createCasesRepository(db);
    const journal = createCaseJournal({ cases, events });
    const extensions: CaseExtensions = { contentKeys: [], details: [], columns: [], dayMarkers: [] };
    const casesService = createCasesService({
      cases,
      journal,
      events,
      clock,
      officeTimeZone: config.officeTimeZone,
      caseDetails: () => extensions.details,
      caseColumns: () => extensions.columns,
      dayMarkers: () => extensions.dayMarkers,
      // The trash's purge removes the content the case holds (decisions §7.3).
      contentStore: store,
      listContentKeysOfCases:
        options.listContentKeysOfCases ??
        (async (ids, trx) => (await Promise.all(extensions.contentKeys.map((keysOf) => keysOf(ids, trx)))).flat()),
      onContentError: (error) => app.log.warn({ err: error }, 'blob not deleted'),
    });
    const listVersion = createListVersion({
      read: () => cases.listVersion(),
      maxAgeMs: options.listVersionMaxAgeMs,
    });
    followListChanges(app, { version: listVersion, events, signals });
    Object.assign(app.services, {
      casesService,
      caseJournal: journal,
      caseHandover: createCaseHandover({ cases, journal, clock }),
      caseExtensions: extensions,
      caseListVersion: listVersion,
    });
    await app.register(casesRoutes, { casesService, audit: app.services.audit, listVersion });
    await app.register(caseTrashRoutes, { casesService });
  },
  { name: 'cases', dependencies: ['core', 'audit'] },
);
