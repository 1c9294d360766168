import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from './http';

/**
 * Puts the server's field messages (`errors: { field: message }`, decisions §2) under the form's
 * fields. Returns true when at least one field of the form got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const data: unknown = error instanceof HttpError ? error.response?.data : undefined;
  if (!data || typeof data !== 'object' || !('errors' in data) || !data.errors || typeof data.errors !== 'object') {
    return false;
  }
  let applied = false;
  for (const [field, message] of Object.entries(data.errors)) {
    const known = fields.find((name) => name === field);
    if (known && typeof message === 'string') {
      setError(known, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/** The server's message for one field of a failed call (`errors: { field: message }`), when it sent one. */
export function fieldError(error: unknown, field: string): string | undefined {
  const data: unknown = error instanceof HttpError ? error.response?.data : undefined;
  if (!data || typeof data !== 'object' || !('errors' in data) || !data.errors || typeof data.errors !== 'object') {
    return undefined;
  }
  const message: unknown = (data.errors as Record<string, unknown>)[field];
  return typeof message === 'string' ? message : undefined;
}
