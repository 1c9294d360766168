import { expect } from 'vitest';

/** The parts of the OpenAPI document that openapi*.test.ts read. */
export interface SchemaObject {
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
export interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
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

/**
 * Lookups in the document of the file's app, which its beforeAll loads: `current` gives it when a test runs.
 */
export function documentReader(current: () => OpenApiDocument) {
  const operation = (method: string, url: string): Operation => {
    const found = current().paths[url]?.[method];
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
  return { operation, errorSchema, expectDocumented };
}
