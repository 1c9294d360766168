import { describe, expect, it } from 'vitest';
// Only this schema module, as a screen of the web loads it (not the package's index, which loads every one).
import { successResponseSchema } from './common';

describe('zod speaks Indonesian wherever a schema has no text of its own', () => {
  it('is set by a schema module on its own, not only by the package index', () => {
    const result = successResponseSchema.safeParse({ success: 'ya' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Input tidak valid: diharapkan boolean, diterima string$/);
  });
});
