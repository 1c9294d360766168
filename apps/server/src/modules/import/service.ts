import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  IMPORT_PREVIEW_ROWS,
  type ImportError,
  type ImportHeading,
  type ImportMapping,
  type ImportPreviewRow,
  type ImportResult,
} from '@pidsus/shared';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import { messages } from '../../messages';
import type { CaseJournal } from '../cases';
import { isHeadingRow, mapHeadings } from './headings';
import { mayImport } from './policy';
import type { ImportRepository } from './repository';
import { readRow, type ImportRow } from './rows';
import type { SourceKind, SourceRow } from './kind';
import { cellText } from './values';
import { writeBatch, type KnownCase } from './writer';

/** Rows written in one transaction (decisions §8.7). */
export const IMPORT_BATCH_ROWS = 500;

/** Rows read between two turns of the event loop, so that other requests are answered meanwhile. */
const ROWS_PER_TURN = 100;

/** The source's rows; a file that cannot be read as a workbook or CSV is the client's fault (400), never a 500. */
async function* readable(rows: AsyncGenerator<SourceRow>): AsyncGenerator<SourceRow> {
  for (;;) {
    let next: IteratorResult<SourceRow>;
    try {
      next = await rows.next();
    } catch (error) {
      throw error instanceof AppError ? error : badRequest(messages.import.notSpreadsheet);
    }
    if (next.done) {
      return;
    }
    yield next.value;
  }
}

/**
 * Importing the register an office keeps (decisions §8.7): the heading row found, each row read through the mapping
 * and checked with the case's schema; a dry run only counts, a real run writes the valid rows in transactions of
 * `IMPORT_BATCH_ROWS`, each case with its history row, announced after each commit. Rows stream from the file.
 */
export function createImportService(deps: { repository: ImportRepository; journal: CaseJournal; clock: Clock }) {
  const { repository, journal, clock } = deps;

  return {
    importCases: async (
      file: { path: string; kind: SourceKind },
      options: { mapping?: ImportMapping; dryRun: boolean },
      actor: Actor,
    ): Promise<ImportResult> => {
      mayImport(actor);
      const result = { rows: 0, created: 0, updated: 0, unchanged: 0 };
      const errors: ImportError[] = [];
      const preview: ImportPreviewRow[] = [];
      let headings: (ImportHeading & { index: number })[] | undefined;
      let batch: ImportRow[] = [];
      // A dry run remembers the cases of the file it would have written, so that its counts are a real run's.
      const knownInFile = new Map<string, KnownCase>();

      const flush = async () => {
        if (batch.length === 0) {
          return;
        }
        const rows = batch;
        batch = [];
        const { outcomes, announce } = options.dryRun
          ? await writeBatch({ rows, trx: undefined, repository, journal, clock, actor, known: knownInFile })
          : await repository.transaction((trx) =>
              writeBatch({ rows, trx, repository, journal, clock, actor, known: new Map() }),
            );
        for (const done of announce) {
          done();
        }
        outcomes.forEach((outcome, position) => {
          const row = rows[position]?.row ?? 0;
          if (typeof outcome === 'string') {
            result[outcome] += 1;
            return;
          }
          const error = { row, ...outcome };
          errors.push(error);
          preview.find((shown) => shown.row === row)?.errors.push(error);
        });
        await nextTurn();
      };

      // The readers (exceljs, csv-parse, iconv-lite) load with the first import, not with the server.
      const { readRows } = await import('./source');
      for await (const { number, cells } of readable(readRows(file.path, file.kind))) {
        if (number % ROWS_PER_TURN === 0) {
          await nextTurn();
        }
        const texts = cells.map(cellText);
        if (!headings) {
          if (isHeadingRow(texts)) {
            headings = mapHeadings(texts, options.mapping);
          }
          continue;
        }
        if (texts.every((text) => text === '')) {
          continue;
        }
        result.rows += 1;
        const read = readRow(number, cells, headings);
        errors.push(...read.errors);
        if (preview.length < IMPORT_PREVIEW_ROWS) {
          preview.push({ row: number, values: read.values, errors: [...read.errors] });
        }
        if (read.valid) {
          batch.push(read.valid);
          if (batch.length >= IMPORT_BATCH_ROWS) {
            await flush();
          }
        }
      }
      if (!headings) {
        throw badRequest(messages.import.noHeadings);
      }
      await flush();
      return {
        dry_run: options.dryRun,
        ...result,
        // The writer's refusals come after the rows' own: in the spreadsheet's order.
        errors: errors.sort((a, b) => a.row - b.row),
        headings: headings.map(({ heading, field }) => ({ heading, field })),
        preview,
      };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
