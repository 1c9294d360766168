import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HeavyJobKind, HeavyJobs, HeavyWork } from './jobs';

/** A worker with nothing to do for this long ends, and gives back the memory pdfmake took (docs/performance.md). */
const IDLE_MS = 60_000;

interface Job {
  id: number;
  kind: HeavyJobKind;
  input: unknown;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  idle?: NodeJS.Timeout;
}

/**
 * Where the worker's code is: beside this file in the sources (run through tsx, as vitest and `npm run dev` run
 * the server), or `heavy-work.js` at the root of the compiled server (this code may sit in `dist/chunks/`).
 */
function startWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    // Node 20 takes no `--import` per worker: the worker registers tsx itself, then loads the source.
    const source = pathToFileURL(path.join(path.dirname(here), 'heavy-work.ts')).href;
    // tsx's ESM loader, registered in this thread before the source loads.
    return new Worker(
      `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`,
      { eval: true },
    );
  }
  const dir = path.basename(path.dirname(here)) === 'chunks' ? path.dirname(path.dirname(here)) : path.dirname(here);
  return new Worker(path.join(dir, 'heavy-work.js'));
}

/**
 * A small pool of worker threads for the heavy work of decisions §9 (PDF layout, ICS feeds): at most `size` threads,
 * started on demand and ended after a minute idle; jobs wait in order for a free one. A thread that dies takes only
 * its own job with it (that request answers 500); the next job starts a new one. Node's own `worker_threads`: the
 * job is a single call with a plain answer, which needs no more than this (no `piscina`).
 */
export function createHeavyWorkPool(options: { size?: number } = {}): HeavyWork {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const retire = (slot: Slot) => {
    clearTimeout(slot.idle);
    slots.delete(slot);
    void slot.worker.terminate();
  };

  const dispatch = () => {
    while (queue.length > 0) {
      let slot = [...slots].find((each) => !each.job);
      if (!slot && slots.size < size) {
        slot = start();
      }
      if (!slot) {
        return;
      }
      const job = queue.shift() as Job;
      clearTimeout(slot.idle);
      slot.job = job;
      slot.worker.postMessage({ id: job.id, kind: job.kind, input: job.input });
    }
  };

  const start = (): Slot => {
    const worker = startWorker();
    const slot: Slot = { worker };
    worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) {
        return;
      }
      slot.job = undefined;
      if (message.ok) {
        job.resolve(message.result);
      } else {
        job.reject(new Error(message.error));
      }
      slot.idle = setTimeout(() => retire(slot), IDLE_MS);
      slot.idle.unref();
      dispatch();
    });
    const fail = (error: Error) => {
      slots.delete(slot);
      clearTimeout(slot.idle);
      slot.job?.reject(error);
      slot.job = undefined;
      if (!closed) {
        dispatch();
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`heavy-work worker exited (${code})`)));
    slots.add(slot);
    return slot;
  };

  return {
    run: <K extends HeavyJobKind>(kind: K, input: HeavyJobs[K]['input']) =>
      new Promise<HeavyJobs[K]['output']>((resolve, reject) => {
        if (closed) {
          reject(new Error('heavy-work pool closed'));
          return;
        }
        queue.push({ id: nextId++, kind, input, resolve: resolve as (result: unknown) => void, reject });
        dispatch();
      }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) {
        job.reject(new Error('heavy-work pool closed'));
      }
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
      slots.clear();
    },
  };
}
