import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  IMPORT_ERRORS_MAX,
  IMPORT_PREVIEW_ROWS,
  type ImportError,
  type ImportMapping,
  type ImportPreviewRow,
  type ImportResult,
} from '@pidsus/shared';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import { messages } from '../../messages';
import type { CaseJournal } from '../cases';
import { isHeadingRow, mapHeadings, type MappedHeading } from './headings';
import { mayImport } from './policy';
import type { ImportRepository } from './repository';
import { foldRows, readRow, type ImportRow } from './rows';
import type { SourceKind, SourceRow } from './kind';
import { cellText } from './values';
import { matchKey, writeBatch, type KnownCase } from './writer';

/** Cases written in one transaction (decisions §8.7). */
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

/** The most errors an import's answer holds, the first in the spreadsheet's order; `errors_total` counts them all. */
const ERRORS_KEPT = IMPORT_ERRORS_MAX;

/** The first `ERRORS_KEPT` errors by row, kept as they come (at most twice that many in memory), and their count. */
function errorList() {
  let kept: ImportError[] = [];
  let total = 0;
  const trim = () => {
    kept.sort((a, b) => a.row - b.row);
    kept = kept.slice(0, ERRORS_KEPT);
  };
  return {
    add: (...errors: ImportError[]) => {
      total += errors.length;
      kept.push(...errors);
      if (kept.length > 2 * ERRORS_KEPT) {
        trim();
      }
    },
    /** The errors kept, in the spreadsheet's order (the writer's refusals come after the rows' own). */
    done: () => {
      trim();
      return { errors: kept, total };
    },
  };
}

/**
 * Importing the register an office keeps (decisions §8.7). The file is read twice, streamed each time. First it is
 * checked: the heading row found, each row read through the mapping and checked with the case's schema, and the last
 * row of each case noted; a file that cannot be read to its end is refused before anything is written. Then the valid
 * rows are matched and written (a dry run only counts): the rows of one case folded into one write at its last row, in
 * transactions of `IMPORT_BATCH_ROWS` cases, each with its history row, announced after each commit.
 */
export function createImportService(deps: { repository: ImportRepository; journal: CaseJournal; clock: Clock }) {
  const { repository, journal, clock } = deps;

  /** The data rows under the heading row (empty rows skipped), with the headings; `headings` is set once found. */
  async function* dataRows(
    file: { path: string; kind: SourceKind },
    mapping: ImportMapping | undefined,
    found: {
      headings?: MappedHeading[];
    },
  ) {
    // The readers (exceljs, csv-parse, iconv-lite) load with the first import, not with the server.
    const { readRows } = await import('./source');
    for await (const { number, cells } of readable(readRows(file.path, file.kind))) {
      if (number % ROWS_PER_TURN === 0) {
        await nextTurn();
      }
      const texts = cells.map(cellText);
      if (!found.headings) {
        if (isHeadingRow(texts)) {
          found.headings = mapHeadings(texts, mapping);
        }
        continue;
      }
      if (texts.every((text) => text === '')) {
        continue;
      }
      yield readRow(number, cells, found.headings);
    }
  }

  return {
    importCases: async (
      file: { path: string; kind: SourceKind },
      options: { mapping?: ImportMapping; dryRun: boolean },
      actor: Actor,
    ): Promise<ImportResult> => {
      mayImport(actor);
      const result = { rows: 0, created: 0, updated: 0, unchanged: 0 };
      const errors = errorList();
      const preview: ImportPreviewRow[] = [];
      const found: { headings?: MappedHeading[] } = {};
      /** The last row of each case the file names (by its match key). */
      const lastRowOf = new Map<string, number>();

      for await (const read of dataRows(file, options.mapping, found)) {
        result.rows += 1;
        errors.add(...read.errors);
        if (preview.length < IMPORT_PREVIEW_ROWS) {
          preview.push({ row: read.row, values: read.values, errors: [...read.errors] });
        }
        if (read.valid) {
          lastRowOf.set(matchKey(read.valid.fields), read.row);
        }
      }
      const headings = found.headings;
      if (!headings) {
        throw badRequest(messages.import.noHeadings);
      }

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
          const item = rows[position];
          if (typeof outcome === 'string') {
            result[outcome] += 1;
            return;
          }
          // A case refused: each of its rows was not imported.
          for (const row of item?.rows ?? []) {
            const error = { row, ...outcome };
            errors.add(error);
            preview.find((shown) => shown.row === row)?.errors.push(error);
          }
        });
        await nextTurn();
      };

      /** Rows of a case whose last row is still to come, folded together. */
      const folding = new Map<string, ImportRow>();
      for await (const read of dataRows(file, options.mapping, {})) {
        if (!read.valid) {
          continue;
        }
        const key = matchKey(read.valid.fields);
        const earlier = folding.get(key);
        const item = earlier ? foldRows(earlier, read.valid) : { ...read.valid, rows: [read.row] };
        if (lastRowOf.get(key) !== read.row) {
          folding.set(key, item);
          continue;
        }
        folding.delete(key);
        batch.push(item);
        if (batch.length >= IMPORT_BATCH_ROWS) {
          await flush();
        }
      }
      await flush();
      const { errors: kept, total } = errors.done();
      return {
        dry_run: options.dryRun,
        ...result,
        errors: kept,
        errors_total: total,
        headings: headings.map(({ heading, field }) => ({ heading, field })),
        preview,
      };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
