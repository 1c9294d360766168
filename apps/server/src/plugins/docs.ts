import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pidsus/shared';
import { errorEnvelopeSchema } from './error-schemas';

/** The client errors the API document names, each with what it means. */
const errorDescriptions = {
  400: 'Permintaan tidak valid: data, parameter atau format yang salah (pesan per kolom di `errors`).',
  401: 'Belum login, sesi berakhir, atau email dan password salah.',
  403: 'Tidak diizinkan: peran pengguna, atau tautan bertanda tangan yang tidak sah atau kedaluwarsa.',
  404: 'Tidak ditemukan (juga milik pengguna lain).',
  409: 'Bertentangan dengan keadaan data saat ini (sudah dipakai, diubah orang lain, atau tidak boleh).',
  413: 'Data yang dikirim terlalu besar.',
  415: 'Jenis data tidak didukung.',
  416: 'Rentang (Range) di luar ukuran file.',
  429: 'Terlalu banyak percobaan login atau password (coba lagi setelah `Retry-After` detik), terlalu banyak upload berjalan sekaligus, terlalu banyak permintaan umpan kalender dengan satu kunci, atau sudah ada 2 ekspor pengguna yang berjalan.',
} as const;
export type ClientErrorStatus = keyof typeof errorDescriptions;

/** The headers a success answer may carry, with what they hold. */
const headerDescriptions = {
  'X-Total-Count': 'Jumlah seluruh hasil, tanpa memperhitungkan limit dan offset.',
  'X-Unread-Count': 'Jumlah notifikasi yang belum dibaca.',
} as const;
export type DocumentedHeader = keyof typeof headerDescriptions;

/**
 * `Retry-After` on every 429: the login and password-check limits send the wait in whole seconds,
 * at least 1 (`tooManyAttempts`, decisions §2); the concurrent-upload limit sends 5. OpenAPI headers cannot be required per answer here
 * (@fastify/swagger), so the description says when it is sent.
 */
const retryAfterHeader = {
  'Retry-After': {
    type: 'integer',
    minimum: 1,
    description: 'Detik (bilangan bulat, minimal 1) sampai boleh mencoba lagi; dikirim pada setiap jawaban 429.',
  },
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For the API document: client errors the route gives besides those derived from its declaration
     * (see `clientErrorStatuses`), e.g. `[409]` for a conflict its service reports.
     */
    clientErrors?: readonly ClientErrorStatus[];
    /** For the API document: the headers its success answer carries, e.g. `['X-Total-Count']`. */
    responseHeaders?: readonly DocumentedHeader[];
  }
}

/** Fastify reads a body for these methods: malformed JSON (400), over 1 MiB (413), another type (415). */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteDeclaration {
  method: string | readonly string[];
  url: string;
  config?: FastifyContextConfig;
  schema?: FastifySchema;
}

/**
 * The client errors a route can answer, from what it declares: a login unless `config.public` (401),
 * `config.roles` (403), an input schema (400), an `:id` in the path (404), a method with a body (the
 * body parser's 400, 413 and 415), and `config.clientErrors` for the rest.
 */
export function clientErrorStatuses(route: RouteDeclaration): ClientErrorStatus[] {
  const config = route.config ?? {};
  const schema = route.schema ?? {};
  const statuses = new Set<ClientErrorStatus>(config.clientErrors ?? []);
  if (route.url.startsWith('/api/') && !config.public) {
    statuses.add(401);
  }
  if (config.roles) {
    statuses.add(403);
  }
  if (schema.body || schema.querystring || schema.params) {
    statuses.add(400);
  }
  if (/\/:id(\/|$)/.test(route.url)) {
    statuses.add(404);
  }
  const methods = typeof route.method === 'string' ? [route.method] : route.method;
  if (methods.some((method) => bodyMethods.has(method))) {
    statuses.add(400).add(413).add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

type JsonObject = Record<string, unknown>;

/**
 * The route's Zod schemas as OpenAPI (fastify-type-provider-zod), plus what the route declares for the
 * document only: its client errors, each with the error schema it answers (`{ message, errors? }`, or
 * the envelope of a route with `config.errorEnvelope`), and the headers of its success answer. A status
 * the route's own response schema names keeps that schema.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const { route } = input;
  if (!input.schema || input.schema.hide) {
    return jsonSchemaTransform(input);
  }
  const config: FastifyContextConfig = route.config ?? {};
  const declared = (input.schema.response ?? {}) as JsonObject;
  const errorSchema = config.errorEnvelope ? errorEnvelopeSchema(config.errorEnvelope) : errorResponseSchema;
  const added = clientErrorStatuses({ method: route.method, url: route.url, config, schema: input.schema }).filter(
    (status) => !(String(status) in declared),
  );
  const result = jsonSchemaTransform({
    ...input,
    schema: {
      ...input.schema,
      response: { ...declared, ...Object.fromEntries(added.map((status) => [status, errorSchema])) },
    },
  });
  const response = result.schema.response as Record<string, JsonObject>;
  // A client error the route declares with a schema of its own (the login's `tries_left`) keeps the usual description.
  const described = clientErrorStatuses({ method: route.method, url: route.url, config, schema: input.schema });
  for (const status of described) {
    // @fastify/swagger's key for a response's description that stays out of its schema.
    response[status] = { ...response[status], 'x-response-description': errorDescriptions[status] };
  }
  if (response['429']) {
    response['429'] = { ...response['429'], headers: retryAfterHeader };
  }

  let success = Object.keys(declared).find((status) => status.startsWith('2'));
  if (!success) {
    // No schema for the success answer (binary content): it still has one, as before errors were added.
    success = '200';
    response[success] = { type: 'null', description: 'Default Response' };
  }
  if (config.responseHeaders?.length) {
    response[success] = {
      ...response[success],
      headers: Object.fromEntries(
        config.responseHeaders.map((name) => [
          name,
          { type: 'integer', minimum: 0, description: headerDescriptions[name] },
        ]),
      ),
    };
  }
  return result;
};

/** OpenAPI generated from the routes' Zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Jadwal Pidsus API',
        description:
          'API penjadwalan dan pengelolaan perkara Pidana Khusus. Semua panggilan kecuali login memerlukan header `Authorization: Bearer <token>`.',
        version: '0.1.0',
      },
      // The API is served by the same host as the web app and this document.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: documentRoute,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain HTTP inside the office: upgrading its assets to https would leave the page blank.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?\s*/g, ''),
    // No third-party schema validator: the office network has no internet, and the schema is internal.
    uiConfig: { validatorUrl: null },
  });
}
