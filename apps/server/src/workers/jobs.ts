import type { buildFeed } from '../modules/calendar/feed';
import type { PdfJob } from '../modules/exports/pdf-layout';

/**
 * The heavy work that runs off the event loop (decisions §9 "Heavy work never stalls the server", decisions §9): what
 * each kind takes and answers. Both sides are plain data, copied between threads.
 */
export interface HeavyJobs {
  /** pdfmake's layout of an export: the PDF's bytes. */
  pdf: { input: PdfJob; output: Uint8Array };
  /** An ICS calendar feed: its text. */
  ics: { input: Parameters<typeof buildFeed>[0]; output: string };
}

export type HeavyJobKind = keyof HeavyJobs;

/** Runs heavy work somewhere else than the caller's event loop (the pool), or in-process (`runHeavyJob`). */
export interface HeavyWork {
  run<K extends HeavyJobKind>(kind: K, input: HeavyJobs[K]['input']): Promise<HeavyJobs[K]['output']>;
  close(): Promise<void>;
}

/**
 * Does one job in the calling thread: what the worker does with each message. pdfmake and ical-generator load with
 * the first job of their kind (some 50 MiB a thread that never exports should not hold, docs/performance.md).
 */
export async function runHeavyJob<K extends HeavyJobKind>(
  kind: K,
  input: HeavyJobs[K]['input'],
): Promise<HeavyJobs[K]['output']> {
  if (kind === 'pdf') {
    const { layoutPdf } = await import('../modules/exports/pdf-layout');
    return (await layoutPdf(input as PdfJob)) as HeavyJobs[K]['output'];
  }
  const { buildFeed: build } = await import('../modules/calendar/feed');
  return build(input as HeavyJobs['ics']['input']) as HeavyJobs[K]['output'];
}
