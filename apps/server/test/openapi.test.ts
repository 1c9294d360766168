import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorStatuses } from '../src/plugins/docs';
import { createTestApp, type TestApp } from './helpers';
import { documentReader, type OpenApiDocument } from './openapi-support';

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

/**
 * Findings of Redocly's recommended rules that the document keeps on purpose, each with its reason.
 * Every entry must still match a finding, so that the list cannot outlive its reason.
 */
const acceptedFindings = [
  {
    ruleId: 'operation-4xx-response',
    pointer: '#/paths/~1api~1health/get/responses',
    reason: 'The health check takes no input and no login: it has no client error to document.',
  },
  {
    ruleId: 'operation-4xx-response',
    pointer: '#/paths/~1api~1health~1ready/get/responses',
    reason: 'Neither does the readiness check: its only failure is the 503 of a service out of reach.',
  },
  {
    ruleId: 'operation-4xx-response',
    pointer: '#/paths/~1api~1config/get/responses',
    reason: 'Nor does the app configuration (decisions §7.5, §7.4): it answers anyone, its only other answer a 304.',
  },
  {
    ruleId: 'info-license',
    pointer: '#/info',
    reason: 'The application is the office’s own and names no license; the document does not invent one.',
  },
];

const errorKeys = ['message', 'errors'];
const envelopeKeys = ['message', 'errors', 'success', 'error'];

/** Lints the document with Redocly's CLI (its Node API is bundled, not exported) and the recommended rules. */
function lint(document: OpenApiDocument): { problems: LintProblem[]; totals: { errors: number; warnings: number } } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-openapi-'));
  try {
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
    fs.writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\ntelemetry: off\n');
    const cli = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
      'bin/cli.js',
    );
    const run = spawnSync(
      process.execPath,
      [cli, 'lint', '--config', 'redocly.yaml', '--format', 'json', 'openapi.json'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    expect(run.error).toBeUndefined();
    return JSON.parse(run.stdout) as { problems: LintProblem[]; totals: { errors: number; warnings: number } };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the API document', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  const { operation, errorSchema } = documentReader(() => document);

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('passes Redocly’s recommended rules: no errors, no warnings but the accepted ones', () => {
    const { problems } = lint(document);
    const accepted = (problem: LintProblem) =>
      acceptedFindings.some(
        (finding) => finding.ruleId === problem.ruleId && problem.location.some((at) => at.pointer === finding.pointer),
      );
    expect(problems.filter((problem) => !accepted(problem)).map((problem) => problem.message)).toEqual([]);
    for (const finding of acceptedFindings) {
      const sameRule = acceptedFindings.filter((other) => other.ruleId === finding.ruleId);
      expect(problems.filter((problem) => problem.ruleId === finding.ruleId)).toHaveLength(sameRule.length);
    }
  });

  it('a broken document fails the same lint', () => {
    const broken = structuredClone(document);
    delete broken.servers;
    const edit = broken.paths['/api/cases/{id}']?.put;
    expect(edit?.operationId).toBe('updateCase');
    delete edit?.operationId;
    const { totals, problems } = lint(broken);
    expect(totals.errors).toBeGreaterThan(0);
    expect(problems.map((problem) => problem.ruleId)).toEqual(
      expect.arrayContaining(['no-empty-servers', 'operation-operationId']),
    );
  });

  it('lists the 121 operations, each with its own readable operation id', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(121);
    const ids = operations.map((each) => each.operationId);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][a-zA-Z]+$/);
    }
    expect(new Set(ids).size).toBe(121);
    expect(operation('get', '/api/cases').operationId).toBe('listCases');
    expect(operation('get', '/api/cases/{id}').operationId).toBe('getCase');
    expect(operation('put', '/api/cases/{id}/status').operationId).toBe('updateCaseStatus');
    expect(operation('put', '/api/cases/{id}/follow').operationId).toBe('followCase');
    expect(operation('delete', '/api/cases/{id}/follow').operationId).toBe('unfollowCase');
    expect(operation('get', '/api/staff').operationId).toBe('listStaff');
    expect(operation('delete', '/api/users/{id}').operationId).toBe('deleteUser');
    expect(operation('post', '/api/users/{id}/unlock').operationId).toBe('unlockUser');
    expect(operation('get', '/api/config').operationId).toBe('getAppConfig');
    expect(operation('put', '/api/cases/{id}/deadlines/{did}').operationId).toBe('updateCaseDeadline');
    expect(operation('get', '/api/deadlines').operationId).toBe('listOpenDeadlines');
    expect(operation('get', '/api/admin/stats/overview').operationId).toBe('getAdminOverview');
    expect(operation('get', '/api/admin/stats/export').operationId).toBe('exportAdminStats');
    expect(operation('get', '/api/config').security).toEqual([]);
  });

  it('says the API is served from the same host', () => {
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it('documents the client errors of a case edit with the one error schema', () => {
    const responses = operation('put', '/api/cases/{id}').responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '409', '413', '415']));
    expect(Object.keys(responses)).not.toContain('403');
    for (const status of [400, 401, 404, 409, 413, 415]) {
      const schema = errorSchema('put', '/api/cases/{id}', status);
      expect(Object.keys(schema.properties ?? {})).toEqual(errorKeys);
      expect(schema.required).toEqual(['message']);
      expect(responses[String(status)]?.description).not.toBe('Default Response');
    }
  });

  it('documents the envelope and the 403 of a user deletion', () => {
    const responses = operation('delete', '/api/users/{id}').responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409']));
    for (const status of [400, 401, 403, 404, 409]) {
      const schema = errorSchema('delete', '/api/users/{id}', status);
      expect(Object.keys(schema.properties ?? {}).sort()).toEqual([...envelopeKeys].sort());
      expect(schema.properties?.success?.enum).toEqual([false]);
      expect([...(schema.required ?? [])].sort()).toEqual(['error', 'message', 'success']);
    }
    // The avatar upload's envelope carries its own field.
    expect(errorSchema('post', '/api/profile/avatar', 415).properties?.avatar_url).toBeDefined();
  });

  it('documents 429 on the login and the password change, and no 401 on public routes but the login', () => {
    expect(Object.keys(operation('post', '/api/auth/login').responses)).toEqual(
      expect.arrayContaining(['400', '401', '429']),
    );
    expect(Object.keys(operation('put', '/api/profile/password').responses)).toContain('429');
    expect(Object.keys(operation('get', '/api/avatars/{id}').responses)).not.toContain('401');
    expect(Object.keys(operation('get', '/api/files/files/{id}/content').responses)).not.toContain('401');
    expect(Object.keys(operation('get', '/api/files/files/{id}/content').responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '404', '416']),
    );
  });

  it('documents Retry-After, whole seconds, on every 429', () => {
    const withTooMany = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods)
        .filter(([, each]) => '429' in each.responses)
        .map(([method, each]) => ({ at: `${method.toUpperCase()} ${url}`, response: each.responses['429'] })),
    );
    expect(withTooMany.map((each) => each.at).sort()).toEqual([
      // Turning two-step sign-in off checks the password, limited like a password change (decisions §9).
      'DELETE /api/profile/2fa',
      // At most 2 running exports per user (decisions §9), the statistics' workbook too (§10).
      'GET /api/admin/stats/export',
      'GET /api/calendar/feed.ics',
      'GET /api/cases/export',
      'GET /api/registers/{code}/export',
      'GET /api/schedule/export',
      'POST /api/auth/login',
      'POST /api/cases/{id}/documents',
      'POST /api/files/upload',
      // A new calendar feed key checks the password, limited like a password change (decisions §9).
      'POST /api/profile/calendar-key',
      'PUT /api/profile/password',
    ]);
    for (const { at, response } of withTooMany) {
      const header = response?.headers?.['Retry-After'];
      expect(header?.schema, at).toEqual({ type: 'integer', minimum: 1 });
      expect(header?.description, at).toMatch(/^Detik \(bilangan bulat/);
      expect(response?.description, at).toContain('`Retry-After`');
    }
  });

  it('documents the count headers of the case and notification lists', () => {
    const cases = operation('get', '/api/cases').responses['200'];
    expect(Object.keys(cases?.headers ?? {})).toEqual(['X-Total-Count']);
    expect(cases?.headers?.['X-Total-Count']?.schema.type).toBe('integer');
    expect(cases?.content?.['application/json']?.schema.type).toBe('array');
    const notifications = operation('get', '/api/notifications').responses['200'];
    expect(Object.keys(notifications?.headers ?? {})).toEqual(['X-Total-Count', 'X-Unread-Count']);
  });
});

describe('clientErrorStatuses', () => {
  it('derives the errors from what a route declares', () => {
    expect(clientErrorStatuses({ method: 'GET', url: '/api/health', config: { public: true } })).toEqual([]);
    expect(clientErrorStatuses({ method: 'GET', url: '/api/users', config: { roles: ['admin'] } })).toEqual([401, 403]);
    expect(clientErrorStatuses({ method: 'GET', url: '/api/cases/:id/history', schema: { params: {} } })).toEqual([
      400, 401, 404,
    ]);
    expect(clientErrorStatuses({ method: 'GET', url: '/api/schedule', schema: { querystring: {} } })).toEqual([
      400, 401,
    ]);
    expect(clientErrorStatuses({ method: 'POST', url: '/api/auth/logout' })).toEqual([400, 401, 413, 415]);
    expect(clientErrorStatuses({ method: ['GET', 'DELETE'], url: '/api/x/:id' })).toEqual([400, 401, 404, 413, 415]);
    expect(
      clientErrorStatuses({
        method: 'POST',
        url: '/api/auth/login',
        config: { public: true, clientErrors: [429, 401] },
        schema: { body: {} },
      }),
    ).toEqual([400, 401, 413, 415, 429]);
  });

  it('needs no login outside /api', () => {
    expect(clientErrorStatuses({ method: 'GET', url: '/cases/:id' })).toEqual([404]);
  });
});
