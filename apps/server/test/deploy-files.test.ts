import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { messages } from '../src/messages';

/**
 * deploy/nginx.conf and deploy/pidsus.service against the app they front (docs/deployment.md, "Several instances behind
 * nginx"), on every machine: these need no nginx. What nginx does with the file: *.nginx.test.ts.
 */
const read = (relative: string) => fs.readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');
const nginxConf = read('../../../deploy/nginx.conf');
const unit = read('../../../deploy/pidsus.service');
const defaults = loadConfig({});
const MB = 1024 * 1024;

/** The value of a directive in the file, e.g. `proxy_next_upstream_timeout 5s;` → '5s' (the first one). */
function directive(text: string, name: string) {
  const value = new RegExp(`^\\s*${name}\\s+([^;\\n]+);`, 'm').exec(text)?.[1];
  expect(value, name).toBeDefined();
  return value!;
}

/** The block of `location = <path> { … }` (or `location ~ <regex> {` when given `~ <regex>`; no nested blocks but `if`s). */
function location(path: string) {
  const start = nginxConf.indexOf(path.startsWith('~ ') ? `location ${path} {` : `location = ${path} {`);
  expect(start, path).toBeGreaterThan(-1);
  return nginxConf.slice(start, nginxConf.indexOf('\n    }\n', start));
}

const seconds = (value: string) => Number(/^(\d+)s?$/.exec(value)?.[1]);

describe('deploy/nginx.conf', () => {
  it('is the configuration the README shows', () => {
    const shown = /```nginx\n([\s\S]*?)```/.exec(read('../../../docs/deployment.md'))?.[1];
    expect(shown).toBe(nginxConf);
  });

  it("answers its own errors with the app's Indonesian texts, in the app's envelopes", () => {
    const bodies = [...nginxConf.matchAll(/return (\d{3}) '([^']*)';/g)].map(([, status, body]) => [
      Number(status),
      JSON.parse(body!) as unknown,
    ]);
    const tooLarge = (message: string) => ({ success: false, error: message, message });
    expect(bodies).toEqual([
      [400, { message: messages.http.invalidInput }],
      [413, tooLarge(messages.files.tooLarge(defaults.files.maxUploadBytes / MB))],
      // A case document's 413 is the app's plain one (modules/case-documents).
      [413, { message: messages.files.tooLarge(defaults.files.maxUploadBytes / MB) }],
      [
        413,
        {
          success: false,
          avatar_url: null,
          error: messages.profile.avatarTooLarge,
          message: messages.profile.avatarTooLarge,
        },
      ],
      [413, tooLarge(messages.http.bodyTooLarge)],
      [500, { message: messages.http.internal }],
      [503, { message: messages.http.unavailable }],
      [504, { message: messages.http.timeout }],
    ]);
  });

  it("limits bodies as the app does: 1 MiB of JSON, uploads at MAX_UPLOAD_MB's default, avatars above the app's 5 MB", () => {
    // The app's own bodyLimit (app.ts).
    expect(directive(nginxConf, 'client_max_body_size')).toBe('1m');
    // The upload's limit is MAX_UPLOAD_MB plus 1 MiB of multipart framing, as the app's own check.
    expect(directive(location('/api/files/upload'), 'client_max_body_size')).toBe(
      `${defaults.files.maxUploadBytes / MB + 1}m`,
    );
    expect(directive(location('/api/files/upload'), 'proxy_request_buffering')).toBe('off');
    // Every other upload route has the same limit: a case document of 20 MB was refused with nginx's 1 MiB.
    const caseDocuments = location('~ ^/api/cases/[0-9]+/documents$');
    expect(directive(caseDocuments, 'client_max_body_size')).toBe(`${defaults.files.maxUploadBytes / MB + 1}m`);
    expect(directive(caseDocuments, 'proxy_request_buffering')).toBe('off');
    // The app reads a refused avatar up to 8 MiB to answer its own 413 (plugins/refused-body.ts).
    expect(directive(location('/api/profile/avatar'), 'client_max_body_size')).toBe('8m');
    expect(nginxConf).not.toMatch(/proxy_intercept_errors\s+on/);
  });

  it('never retries a request cut at the drain bound, and closes idle connections before the app does', () => {
    expect(seconds(directive(nginxConf, 'proxy_next_upstream_timeout')) * 1000).toBeLessThan(
      defaults.shutdownTimeoutMs,
    );
    // Fastify's default keepAliveTimeout, which app.ts keeps.
    expect(seconds(directive(nginxConf, 'keepalive_timeout'))).toBeLessThan(72);
    expect(directive(nginxConf, 'proxy_connect_timeout')).toBe('2s');
  });
});

describe('deploy/pidsus.service', () => {
  it('stops with SIGTERM and waits longer than the drain bound before killing', () => {
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    const stop = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]);
    expect(stop * 1000).toBeGreaterThan(defaults.shutdownTimeoutMs);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node .*apps\/server\/dist\/main\.js$/m);
  });

  it("runs the server with npm start's V8 flags (scripts/lib/build.mjs serverFlags), as apps/server's start does", () => {
    const serverFlags = /^export const serverFlags = \[(.*)\];$/m.exec(read('../../../scripts/lib/build.mjs'))?.[1];
    const flags = [...(serverFlags ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(flags).toContain('--max-semi-space-size=4');
    const execStart = /^ExecStart=\/usr\/bin\/node (.*) apps\/server\/dist\/main\.js$/m.exec(unit)?.[1] ?? '';
    expect(execStart.split(' ')).toEqual(flags);
    const start = (JSON.parse(read('../package.json')) as { scripts: { start: string } }).scripts.start;
    expect(start).toBe(['node', ...flags, 'dist/main.js'].join(' '));
  });
});
