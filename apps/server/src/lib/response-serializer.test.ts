import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  caseHistorySchema,
  caseListSchema,
  caseSchema,
  loginResponseSchema,
  notificationListSchema,
  userListSchema,
} from '@pidsus/shared';
import { changesOnParse, createResponseSerializerCompiler, responseJsonSchema } from './response-serializer';

const compile = (schema: unknown, verify = false) =>
  createResponseSerializerCompiler({ verify })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const aCase = {
  id: 7,
  number: 'PRINT-1/M.1.10/Fd.1/03/2026',
  title: 'Korupsi "Dana" Desa \u2028',
  date: '2026-03-02',
  time: null,
  description: '',
  parties: 'A\nB',
  witnesses: '',
  prosecutor: 'Jaksa',
  location: 'Ruang Sidang "Cakra" \u2028',
  type: 'penyidikan',
  status: 'Menunggu',
  team: [{ id: 3, username: 'Budi', extra: 1 }],
  following: true,
  last_milestone: null,
  state_loss: null,
  recovered_total: 0,
  created_at: '2026-03-01T01:00:00.000Z',
  updated_at: '2026-03-01T01:00:00.000Z',
};

describe('response serializer', () => {
  it('writes the shared answers exactly as Zod did, unknown keys left out and nulls kept', () => {
    const samples: [z.ZodType, unknown][] = [
      [caseSchema, { ...aCase, created_by: 3, secret: 'x' }],
      [caseListSchema, [aCase, { ...aCase, id: 8, time: '09:30' }]],
      [
        caseHistorySchema,
        [
          { id: 1, case_id: 7, action: 'created', actor: null, changes: [], created_at: 'x' },
          {
            id: 2,
            case_id: 7,
            action: 'updated',
            actor: { id: 3, username: 'Budi', current_username: null, extra: 1 },
            changes: [{ field: 'time', from: null, to: '09:30' }],
            created_at: 'y',
          },
        ],
      ],
      [
        userListSchema,
        [
          {
            id: 1,
            username: 'a',
            email: 'a@b.c',
            position: '',
            phone: '',
            office: '',
            avatar_url: null,
            role: 'admin',
            notify_all: false,
            last_login_at: null,
            locked_until: '2026-03-02T01:15:00.000Z',
            two_factor: false,
            password_hash: 'never',
          },
        ],
      ],
      [
        loginResponseSchema,
        {
          token: 't',
          user: { id: 1, username: 'a', email: 'a@b.c', role: 'user' },
          must_change_password: false,
          must_set_up_2fa: false,
        },
      ],
      [notificationListSchema, [{ id: 1, message: 'm', link: null, is_read: false, created_at: 'z' }]],
    ];
    for (const [schema, data] of samples) {
      expect(changesOnParse(schema)).toBe(false);
      const written = compile(schema, true)(data);
      expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(schema.parse(data))));
      expect(written).not.toContain('password_hash');
    }
  });

  it('writes a nullable object as one type, not an anyOf to validate per answer', () => {
    const schema = z.object({ actor: z.object({ id: z.number() }).nullable() });
    expect(responseJsonSchema(schema)).toMatchObject({ properties: { actor: { type: ['object', 'null'] } } });
    expect(compile(schema)({ actor: null })).toBe('{"actor":null}');
    expect(compile(schema)({ actor: { id: 1 } })).toBe('{"actor":{"id":1}}');
  });

  it('keeps Zod for a schema whose parse changes the value (a transform, a default)', () => {
    const transformed = z.object({ name: z.string().transform((value) => value.toUpperCase()) });
    const defaulted = z.object({ page: z.number().default(1) });
    expect(changesOnParse(transformed)).toBe(true);
    expect(changesOnParse(defaulted)).toBe(true);
    expect(compile(transformed)({ name: 'budi' })).toBe('{"name":"BUDI"}');
    expect(compile(defaulted)({})).toBe('{"page":1}');
  });

  it('refuses, when verifying, an answer that does not match its schema', () => {
    expect(() => compile(caseSchema, true)({ ...aCase, title: null })).toThrow();
    expect(() => compile(caseSchema, true)({ ...aCase, id: undefined })).toThrow();
  });
});
