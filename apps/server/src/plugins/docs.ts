import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
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
