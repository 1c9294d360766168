import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Stack traces of the compiled server that name the TypeScript file and line, from the build's source maps read when
 * a trace first goes through a file rather than when the server starts.
 *
 * Node's `--enable-source-maps` reads and keeps the map of every module as it loads: ~4 MiB of the server's resident
 * memory from its first second (docs/performance.md, "Source maps read with the first trace"), for traces that a
 * healthy server seldom writes. Here a map is read and kept the first time a trace passes through its file, and only
 * for the server's own compiled files (`dist`, not node_modules). A frame it cannot map stays as V8 wrote it.
 */

/** `at fn (…)` as V8 writes a frame; what the mapper needs of it (Node's `CallSite`). */
type Frame = Pick<NodeJS.CallSite, 'getFileName' | 'getLineNumber' | 'getColumnNumber'> & { toString(): string };

const pathOf = (file: string) => (file.startsWith('file://') ? fileURLToPath(file) : file);

/** Maps the frames of the files under `folder` through the `.map` beside each (`main.js.map`), each read once. */
export function stackMapper(folder: string) {
  const own = `${path.resolve(folder)}${path.sep}`;
  const maps = new Map<string, SourceMap | null>();

  const mapOf = (file: string): SourceMap | null => {
    const known = maps.get(file);
    if (known !== undefined) {
      return known;
    }
    const filePath = pathOf(file);
    let map: SourceMap | null = null;
    if (filePath.startsWith(own) && filePath.endsWith('.js')) {
      try {
        map = new SourceMap(JSON.parse(fs.readFileSync(`${filePath}.map`, 'utf8')));
      } catch {
        map = null;
      }
    }
    maps.set(file, map);
    return map;
  };

  /** `at fn (…/dist/main.js:120:7)` → `at fn (…/src/db/database.ts:88:11)`, when the file's map knows the place. */
  const frame = (site: Frame): string => {
    const written = site.toString();
    const file = site.getFileName();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (!file || line === null || column === null) {
      return written;
    }
    const entry = mapOf(file)?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry) || !entry.originalSource) {
      return written;
    }
    const source = path.resolve(path.dirname(pathOf(file)), entry.originalSource);
    return written.replace(
      `${file}:${line}:${column}`,
      `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`,
    );
  };

  /** The trace as V8 writes it, each frame mapped: the error's `name: message`, then `    at …` per frame. */
  const stack = (error: unknown, frames: readonly Frame[]): string => {
    let head: string;
    try {
      head = Error.prototype.toString.call(error);
    } catch {
      head = 'Error';
    }
    return head + frames.map((site) => `\n    at ${frame(site)}`).join('');
  };

  return { frame, stack };
}

/**
 * Maps every trace of this process from here on through the maps of the files under `folder` (the compiled server's
 * `dist`). Not when Node maps traces itself (`--enable-source-maps`; tsx in development), which it does better. Once,
 * first thing at start (lib/install-stack-traces.ts, imported first by main.ts).
 */
export function mapStackTraces(folder: string): void {
  if (process.sourceMapsEnabled) {
    return;
  }
  const mapper = stackMapper(folder);
  Error.prepareStackTrace = (error, frames) => {
    try {
      return mapper.stack(error, frames);
    } catch {
      // A map that cannot be read as expected: the trace as V8 writes it.
      return stackMapper('/nowhere-mapped').stack(error, frames);
    }
  };
}
