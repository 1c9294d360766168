import { describe, expect, it } from 'vitest';
import { AppError, notFound } from '../../lib/errors';
import { multipartError } from './multipart';

const TOO_MANY = 'Upload hanya boleh berisi satu file (dan field "path" opsional sebelum file)';
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('multipart errors', () => {
  it.each([
    'Multipart: Boundary not found',
    'Malformed part header',
    'Unexpected end of form',
    'Part terminated early due to unexpected end of multipart data',
  ])('makes the parse error "%s" a 400 with the given message', (message) => {
    const error = multipartError(new Error(message), 'pesan');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, message: 'pesan' });
  });

  it.each(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'])('answers %s with its own message', (code) => {
    expect(multipartError(withCode('reach limit', code), 'pesan')).toMatchObject({
      statusCode: 400,
      message: TOO_MANY,
    });
  });

  it('leaves app errors and errors of other kinds as they are', () => {
    const refused = notFound('Folder tidak ditemukan');
    expect(multipartError(refused, 'pesan')).toBe(refused);
    const storeDown = withCode('connect ECONNREFUSED 127.0.0.1:9000', 'ECONNREFUSED');
    expect(multipartError(storeDown, 'pesan')).toBe(storeDown);
  });
});
