import { parentPort } from 'node:worker_threads';
import { runHeavyJob, type HeavyJobKind } from './jobs';

/**
 * The worker thread of the heavy-work pool (`pool.ts`, decisions §9): takes one job at a time, answers its result or
 * its error's message. Bundled as its own entry (`dist/heavy-work.js`, scripts/lib/build.mjs); run from the sources
 * through tsx in development and tests.
 */
interface JobMessage {
  id: number;
  kind: HeavyJobKind;
  input: never;
}

parentPort?.on('message', (message: JobMessage) => {
  runHeavyJob(message.kind, message.input).then(
    (result) => {
      // The PDF's bytes move rather than being copied twice: copied once into memory of their own, which is then
      // transferred. pdfmake's Buffer may sit in memory Node will not transfer (a pooled or untransferable
      // ArrayBuffer): on Node 24 transferring it threw DataCloneError and every PDF export answered 500.
      const bytes = result instanceof Uint8Array ? new Uint8Array(result) : undefined;
      parentPort?.postMessage(
        { id: message.id, ok: true, result: bytes ?? result },
        bytes ? [bytes.buffer as ArrayBuffer] : [],
      );
    },
    (error: unknown) => {
      parentPort?.postMessage({
        id: message.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    },
  );
});
