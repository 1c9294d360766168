import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { stackMapper } from './stack-traces';

// A compiled file and its map, as esbuild writes them (scripts/lib/build.mjs): `dist/out.js`, whose first line comes
// from line 1 of `src/a.ts` and whose second from its line 2 (mappings `AAAA;AACA`), the sources relative to the map.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-stack-traces-'));
const dist = path.join(root, 'dist');
fs.mkdirSync(dist);
const compiled = path.join(dist, 'out.js');
fs.writeFileSync(compiled, 'first();\nsecond();\n');
fs.writeFileSync(
  `${compiled}.map`,
  JSON.stringify({ version: 3, sources: ['../src/a.ts'], names: [], mappings: 'AAAA;AACA' }),
);
const unmapped = path.join(dist, 'no-map.js');
fs.writeFileSync(unmapped, 'third();\n');
const outside = path.join(root, 'elsewhere.js');
fs.writeFileSync(outside, 'first();\nsecond();\n');
fs.copyFileSync(`${compiled}.map`, `${outside}.map`);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A frame as V8 gives it to `Error.prepareStackTrace`. */
const site = (file: string | null, line: number | null, column: number | null, name = 'handler') => ({
  getFileName: () => file,
  getLineNumber: () => line,
  getColumnNumber: () => column,
  toString: () => (file ? `${name} (${file}:${line}:${column})` : `${name} (native)`),
});

describe('stack traces of the compiled server (lib/stack-traces.ts)', () => {
  const mapper = stackMapper(dist);

  it("names a compiled frame's source file, line and column", () => {
    expect(mapper.frame(site(compiled, 2, 1))).toBe(`handler (${path.join(root, 'src/a.ts')}:2:1)`);
    expect(mapper.frame(site(compiled, 1, 1))).toBe(`handler (${path.join(root, 'src/a.ts')}:1:1)`);
  });

  it('maps the file URLs of ES modules too', () => {
    const url = pathToFileURL(compiled).href;
    expect(mapper.frame(site(url, 2, 1))).toBe(`handler (${path.join(root, 'src/a.ts')}:2:1)`);
  });

  it('leaves as written a frame outside the folder, of a file without a map, or without a place', () => {
    expect(mapper.frame(site(outside, 2, 1))).toBe(`handler (${outside}:2:1)`);
    expect(mapper.frame(site(unmapped, 1, 1))).toBe(`handler (${unmapped}:1:1)`);
    expect(mapper.frame(site(null, null, null))).toBe('handler (native)');
    expect(mapper.frame(site('node:internal/timers', 5, 3))).toBe('handler (node:internal/timers:5:3)');
  });

  it("writes the trace as V8 does: the error's name and message, then a line per frame", () => {
    const trace = mapper.stack(new TypeError('gagal'), [site(compiled, 2, 1), site(unmapped, 1, 1, 'caller')]);
    expect(trace).toBe(
      `TypeError: gagal\n    at handler (${path.join(root, 'src/a.ts')}:2:1)\n    at caller (${unmapped}:1:1)`,
    );
    // An error whose name cannot even be read still gets a trace.
    const odd = Object.defineProperty({}, 'name', {
      get() {
        throw new Error('tidak terbaca');
      },
    });
    expect(mapper.stack(odd, [])).toBe('Error');
  });
});
