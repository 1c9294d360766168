import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeParse } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

const isZodType = (value: unknown): value is $ZodType => value instanceof $ZodType;

/**
 * Whether parsing with `schema` can give something other than what went in: a transform, a pipe, a default or
 * catch, an `overwrite` check. Such a schema keeps the Zod serializer, which applies them; every other one is
 * written by fast-json-stringify from its JSON Schema, with the same result.
 */
export function changesOnParse(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) {
    return false;
  }
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; checks?: unknown[] };
  if (['transform', 'pipe', 'default', 'prefault', 'catch', 'lazy', 'promise', 'custom'].includes(def.type)) {
    return true;
  }
  if (
    def.checks?.some((check) => (check as { _zod?: { def?: { check?: string } } })._zod?.def?.check === 'overwrite')
  ) {
    return true;
  }
  const children = Object.entries(def).flatMap(([key, value]) => {
    if (key === 'shape' && value && typeof value === 'object') {
      return Object.values(value);
    }
    return Array.isArray(value) ? value : [value];
  });
  return children.some((child) => isZodType(child) && changesOnParse(child, seen));
}

/**
 * Zod's JSON Schema (draft 7, of what the schema outputs) in the form fast-json-stringify writes fastest: a
 * nullable written as one `type: [X, 'null']` instead of an `anyOf`, which it would have to validate per value.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) {
    return node.map(simplify);
  }
  if (!node || typeof node !== 'object') {
    return node;
  }
  const schema = Object.fromEntries(
    Object.entries(node as JsonSchema)
      .filter(([key]) => key !== '$schema' && key !== 'propertyNames')
      .map(([key, value]) => [key, simplify(value)]),
  );
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      const merged: JsonSchema = { ...schema, ...other, type: [other.type, 'null'] };
      delete merged.anyOf;
      return merged;
    }
  }
  return schema;
}

/** The JSON Schema fast-json-stringify is built from for a response's Zod schema. */
export function responseJsonSchema(schema: $ZodType): Schema {
  return simplify(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' })) as Schema;
}

function resolveSchema(maybeSchema: unknown): $ZodType {
  if (isZodType(maybeSchema)) {
    return maybeSchema;
  }
  const properties = (maybeSchema as { properties?: unknown } | undefined)?.properties;
  if (isZodType(properties)) {
    return properties;
  }
  throw new Error(`not a Zod response schema: ${JSON.stringify(maybeSchema)}`);
}

export interface ResponseSerializerOptions {
  /**
   * Also parse every answer with its Zod schema, as the type provider's own serializer does, and fail when
   * that answer differs from fast-json-stringify's or the data does not match the schema (the server tests
   * turn this on, so that every answer they get has been checked both ways).
   */
  verify?: boolean;
}

/**
 * Fastify's serializer compiler for the routes' Zod response schemas: fast-json-stringify, built once per
 * route and status from the schema's JSON Schema, instead of fastify-type-provider-zod's `serializerCompiler`
 * (a Zod parse of every answer, then `JSON.stringify`), which cost most of a small answer's time. The fields
 * written are the schema's, as before: unknown keys are left out, nullable fields keep their null. A schema that
 * changes its value when parsed (see `changesOnParse`) keeps the Zod path.
 */
export function createResponseSerializerCompiler(
  options: ResponseSerializerOptions = {},
): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = resolveSchema(maybeSchema);
    const zodSerialize = (data: unknown) => {
      const result = safeParse(schema, data);
      if (result.error) {
        throw new ResponseSerializationError(method, url, { cause: result.error });
      }
      return JSON.stringify(result.data);
    };
    let jsonSchema: Schema | undefined;
    try {
      jsonSchema = changesOnParse(schema) ? undefined : responseJsonSchema(schema);
    } catch {
      // Not representable in JSON Schema (a date, a bigint…): Zod writes it, as before.
    }
    if (!jsonSchema) {
      return zodSerialize;
    }
    const stringify = fastJsonStringify(jsonSchema);
    if (!options.verify) {
      return stringify;
    }
    return (data: unknown) => {
      const expected = zodSerialize(data);
      const actual = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new Error(`${method} ${url}: fast-json-stringify wrote ${actual}, Zod ${expected}`);
      }
      return actual;
    };
  };
}
