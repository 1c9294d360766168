import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorStatuses } from '../src/plugins/docs';
import { createTestApp, createUser, type TestApp } from './helpers';

interface SchemaObject {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
}
interface ResponseObject {
  description: string;
  headers?: Record<string, { description?: string; schema: SchemaObject }>;
  content?: Record<string, { schema: SchemaObject }>;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}
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
    reason: 'Nor does the app configuration (contract §7.5, §7.4): it answers anyone, its only other answer a 304.',
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

/** Whether a JSON body is what a documented (flat) object schema allows: its required keys, no others. */
function conforms(body: Record<string, unknown>, schema: SchemaObject): boolean {
  const properties = schema.properties ?? {};
  const keysKnown = schema.additionalProperties !== false || Object.keys(body).every((key) => key in properties);
  const requiredThere = (schema.required ?? []).every((key) => key in body);
  const typesMatch = Object.entries(body).every(([key, value]) => {
    const property = properties[key];
    if (!property) {
      return true;
    }
    if (property.enum && !property.enum.includes(value)) {
      return false;
    }
    if (value === null) {
      return property.nullable === true || property.enum?.includes(null) === true;
    }
    return property.type === undefined || property.type === (typeof value === 'object' ? 'object' : typeof value);
  });
  return keysKnown && requiredThere && typesMatch;
}

describe('the API document', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;

  const operation = (method: string, url: string): Operation => {
    const found = document.paths[url]?.[method];
    if (!found) {
      throw new Error(`${method.toUpperCase()} ${url} is not in the document`);
    }
    return found;
  };
  const errorSchema = (method: string, url: string, status: number): SchemaObject => {
    const schema = operation(method, url).responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema) {
      throw new Error(`${method.toUpperCase()} ${url} documents no ${status} with a JSON body`);
    }
    return schema;
  };
  /** A real answer of the server: its status is documented for the operation, and its body as documented. */
  const expectDocumented = (
    method: string,
    url: string,
    response: { statusCode: number; json(): Record<string, unknown> },
  ) => {
    expect(Object.keys(operation(method, url).responses)).toContain(String(response.statusCode));
    const schema = errorSchema(method, url, response.statusCode);
    expect(conforms(response.json(), schema), JSON.stringify({ body: response.json(), schema })).toBe(true);
  };

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

  it('lists the 71 operations, each with its own readable operation id', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(71);
    const ids = operations.map((each) => each.operationId);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z][a-zA-Z]+$/);
    }
    expect(new Set(ids).size).toBe(71);
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
      'GET /api/calendar/feed.ics',
      'POST /api/auth/login',
      'POST /api/cases/{id}/documents',
      'POST /api/files/upload',
      'PUT /api/profile/password',
    ]);
    for (const { at, response } of withTooMany) {
      const header = response?.headers?.['Retry-After'];
      expect(header?.schema, at).toEqual({ type: 'integer', minimum: 1 });
      expect(header?.description, at).toMatch(/^Detik \(bilangan bulat/);
      expect(response?.description, at).toContain('`Retry-After`');
    }
  });

  it('gives the 429s of the login and the password change as documented, with Retry-After in seconds', async () => {
    const { app } = testApp;
    const { user, auth } = await createUser(app);
    const expectRetryAfter = (method: string, url: string, response: Awaited<ReturnType<typeof app.inject>>) => {
      expect(response.statusCode).toBe(429);
      expectDocumented(method, url, response);
      expect(operation(method, url).responses['429']?.headers).toHaveProperty('Retry-After');
      expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(testApp.config.login.windowMs / 1000);
    };

    const { maxAttempts } = testApp.config.login;
    const wrongLogin = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.90',
        payload: { email: user.email, password: 'salah-sekali' },
      });
    for (let guess = 0; guess < maxAttempts; guess += 1) {
      expect((await wrongLogin()).statusCode).toBe(401);
    }
    expectRetryAfter('post', '/api/auth/login', await wrongLogin());

    const wrongCurrent = () =>
      app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: auth,
        payload: {
          current_password: 'bukan-ini-123',
          new_password: 'sandi-baru-123',
          confirm_password: 'sandi-baru-123',
        },
      });
    for (let guess = 0; guess < maxAttempts; guess += 1) {
      expect((await wrongCurrent()).statusCode).toBe(400);
    }
    expectRetryAfter('put', '/api/profile/password', await wrongCurrent());
  });

  it('documents the count headers of the case and notification lists', () => {
    const cases = operation('get', '/api/cases').responses['200'];
    expect(Object.keys(cases?.headers ?? {})).toEqual(['X-Total-Count']);
    expect(cases?.headers?.['X-Total-Count']?.schema.type).toBe('integer');
    expect(cases?.content?.['application/json']?.schema.type).toBe('array');
    const notifications = operation('get', '/api/notifications').responses['200'];
    expect(Object.keys(notifications?.headers ?? {})).toEqual(['X-Total-Count', 'X-Unread-Count']);
  });

  it('documents the answers the server really gives', async () => {
    const { app } = testApp;
    const admin = await createUser(app, { role: 'admin' });
    const staff = await createUser(app);
    const validCase = { title: 'Korupsi dana desa', date: '2026-03-02', type: 'penyidikan' };
    const created = await app.inject({ method: 'POST', url: '/api/cases', headers: staff.auth, payload: validCase });
    const { id } = created.json<{ id: number }>();
    const caseUrl = '/api/cases/{id}';

    expectDocumented('put', caseUrl, await app.inject({ method: 'PUT', url: `/api/cases/${id}`, payload: validCase }));
    expectDocumented(
      'put',
      caseUrl,
      await app.inject({
        method: 'PUT',
        url: `/api/cases/${id}`,
        headers: staff.auth,
        payload: { ...validCase, title: '' },
      }),
    );
    expectDocumented(
      'put',
      caseUrl,
      await app.inject({ method: 'PUT', url: '/api/cases/999999', headers: staff.auth, payload: validCase }),
    );
    expectDocumented(
      'put',
      caseUrl,
      await app.inject({
        method: 'PUT',
        url: `/api/cases/${id}`,
        headers: staff.auth,
        payload: { ...validCase, updated_at: '2000-01-01T00:00:00.000Z' },
      }),
    );
    expectDocumented(
      'put',
      caseUrl,
      await app.inject({
        method: 'PUT',
        url: `/api/cases/${id}`,
        headers: { ...staff.auth, 'content-type': 'application/xml' },
        payload: '<case/>',
      }),
    );
    expectDocumented(
      'delete',
      '/api/cases/{id}',
      await app.inject({
        method: 'DELETE',
        url: `/api/cases/${id}`,
        headers: { ...staff.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
      }),
    );
    expectDocumented(
      'get',
      '/api/cases',
      await app.inject({ method: 'GET', url: '/api/cases?limit=0', headers: staff.auth }),
    );

    const userUrl = '/api/users/{id}';
    expectDocumented(
      'delete',
      userUrl,
      await app.inject({ method: 'DELETE', url: `/api/users/${admin.user.id}`, headers: admin.auth }),
    );
    expectDocumented(
      'delete',
      userUrl,
      await app.inject({ method: 'DELETE', url: `/api/users/${admin.user.id}`, headers: staff.auth }),
    );
    expectDocumented(
      'delete',
      userUrl,
      await app.inject({ method: 'DELETE', url: '/api/users/999999', headers: admin.auth }),
    );
    expectDocumented(
      'post',
      '/api/users',
      await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin.auth,
        payload: { username: 'Lain', email: staff.user.email, password: 'rahasia-panjang-1', role: 'user' },
      }),
    );
    expectDocumented(
      'post',
      '/api/profile/avatar',
      await app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { ...staff.auth, 'content-type': 'application/xml' },
        payload: '<avatar/>',
      }),
    );
    expectDocumented(
      'post',
      '/api/auth/login',
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: staff.user.email, password: 'salah-sekali' },
      }),
    );

    expectDocumented(
      'get',
      '/api/files',
      await app.inject({ method: 'GET', url: '/api/files?path=/Tidak', headers: staff.auth }),
    );
    const folder = { name: 'Berkas', path: '/' };
    await app.inject({ method: 'POST', url: '/api/files/folders', headers: staff.auth, payload: folder });
    expectDocumented(
      'post',
      '/api/files/folders',
      await app.inject({ method: 'POST', url: '/api/files/folders', headers: staff.auth, payload: folder }),
    );
    expectDocumented(
      'post',
      '/api/files/folders',
      await app.inject({
        method: 'POST',
        url: '/api/files/folders',
        headers: staff.auth,
        payload: { name: 'A', path: '/Tidak' },
      }),
    );
    expectDocumented(
      'get',
      '/api/files/files/{id}/content',
      await app.inject({ method: 'GET', url: `/api/files/files/1/content?expires=1&signature=${'a'.repeat(43)}` }),
    );
    expectDocumented(
      'get',
      '/api/avatars/{id}',
      await app.inject({ method: 'GET', url: `/api/avatars/${'a'.repeat(32)}?exp=1&sig=${'a'.repeat(43)}` }),
    );
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
