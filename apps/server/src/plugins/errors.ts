import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isForeignKeyViolation, isServiceUnavailable } from '../db/errors';
import { AppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/errors';
import { messages } from '../messages';
import { StorageUnavailableError } from '../storage/blob-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers its client errors (4xx) in the specification's envelope
     * `{ success: false, error, message, ...fields }` instead of `{ message, errors? }`: the user actions,
     * the avatar upload and the file upload (decisions §2). The object holds the route's extra fields,
     * e.g. `{ avatar_url: null }`; `{}` for none.
     */
    errorEnvelope?: Record<string, null>;
  }
}

/** Fastify's own client errors, by code, with the text we show instead of its English one. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.http.malformedBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.http.malformedBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.http.malformedBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.http.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.http.unsupportedMediaType },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: messages.http.unsupportedMediaType },
};

/**
 * PostgreSQL's answers to values no input check anticipated (a NUL character, a text longer than its
 * column, a malformed number): the request was bad, not the server, so they are a 400 and never a 500.
 */
const postgresInputErrors = new Set(['22021', '22001', '22P02', '22003', '22007', '22008']);

function fieldErrors(validation: { instancePath: string; message?: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // A wrong body as a whole (missing, not an object) has no field; zod's text for it is too technical.
    errors[field || '_'] ??= field ? (issue.message ?? messages.http.invalidInput) : messages.http.invalidInput;
  }
  return errors;
}

interface Answer {
  status: number;
  message: string;
  errors?: Record<string, string>;
  headers?: Record<string, string>;
  /** Further fields of the answer (a refused login's `tries_left`, decisions §9). */
  fields?: Record<string, unknown>;
}

/** What an error means for the client: its status and Indonesian message (field messages for validation). */
function answerFor(error: FastifyError, request: FastifyRequest): Answer {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    return { status: 400, message: Object.values(errors)[0] ?? messages.http.invalidInput, errors };
  }
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      message: error.message,
      errors: error.errors,
      headers: error.headers,
      fields: error.fields,
    };
  }
  if (error instanceof StorageUnavailableError) {
    request.log.warn({ err: error.cause }, 'file storage unavailable');
    return {
      status: 503,
      message: messages.files.storageUnavailable,
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    };
  }
  if (isServiceUnavailable(error)) {
    request.log.warn({ err: error }, 'database or Redis unavailable');
    return {
      status: 503,
      message: messages.http.unavailable,
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    };
  }
  if (error.code && postgresInputErrors.has(error.code)) {
    request.log.info({ err: error }, 'input refused by the database');
    return { status: 400, message: messages.http.invalidInput };
  }
  if (isForeignKeyViolation(error)) {
    // A row about something deleted meanwhile (a race a service did not name): the request is stale, not broken.
    request.log.warn({ err: error }, 'row refers to something deleted meanwhile');
    return { status: 409, message: messages.http.referenceGone };
  }
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) {
    return known;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return { status: error.statusCode, message: messages.http.invalidInput };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, message: messages.http.internal };
}

/**
 * The one error handler (decisions §2): validation → 400 with field messages, known errors → their
 * status and Indonesian message, a database or Redis out of reach → 503 with `Retry-After`, anything else → 500 with a generic text and the details only in the log.
 * A route that declares `errorEnvelope` gets its client errors in that envelope.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, errors, headers, fields } = answerFor(error, request);
    if (headers) {
      reply.headers(headers);
    }
    const body = { ...fields, ...(errors ? { message, errors } : { message }) };
    const envelope = reply.routeOptions.config.errorEnvelope;
    if (envelope && status < 500) {
      return reply.status(status).send({ success: false, ...envelope, error: message, ...body });
    }
    return reply.status(status).send(body);
  });
}
