import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, conflict } from '../lib/errors';
import { messages } from '../messages';
import { registerErrorHandling } from './errors';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandling(app);

const body = z.object({ name: z.string({ error: 'Nama harus diisi' }) });
app.post('/plain', { schema: { body } }, () => {
  throw conflict('Sudah ada', { name: 'Sudah ada' });
});
app.post('/enveloped', { config: { errorEnvelope: {} }, schema: { body } }, () => {
  throw badRequest('Pilih file');
});
app.post('/avatar', { config: { errorEnvelope: { avatar_url: null } } }, () => {
  throw badRequest('Pilih gambar');
});
app.post('/stale', () => {
  // What better-sqlite3 throws for a row whose parent was deleted meanwhile (pg: code 23503).
  throw Object.assign(new Error('FOREIGN KEY constraint failed'), { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
});
app.post('/stale-pg', () => {
  throw Object.assign(new Error('insert or update violates foreign key constraint'), { code: '23503' });
});
app.post('/broken', { config: { errorEnvelope: {} } }, () => {
  throw new Error('database exploded');
});

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('error handler', () => {
  it('answers a known error with its status, message and field messages', async () => {
    const response = await app.inject({ method: 'POST', url: '/plain', payload: { name: 'x' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Sudah ada', errors: { name: 'Sudah ada' } });
  });

  it('answers a validation failure with 400 and the first field message', async () => {
    const response = await app.inject({ method: 'POST', url: '/plain', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Nama harus diisi', errors: { name: 'Nama harus diisi' } });
  });

  it('answers a route that declares the envelope in it, with the route extra fields', async () => {
    const refused = await app.inject({ method: 'POST', url: '/enveloped', payload: { name: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, error: 'Pilih file', message: 'Pilih file' });

    const avatar = await app.inject({ method: 'POST', url: '/avatar' });
    expect(avatar.json()).toEqual({ success: false, avatar_url: null, error: 'Pilih gambar', message: 'Pilih gambar' });
  });

  it('puts validation failures of an enveloped route in the envelope too', async () => {
    const response = await app.inject({ method: 'POST', url: '/enveloped', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Nama harus diisi',
      message: 'Nama harus diisi',
      errors: { name: 'Nama harus diisi' },
    });
  });

  it('answers a row about something deleted meanwhile with 409 and what to do, on either database', async () => {
    for (const url of ['/stale', '/stale-pg']) {
      const response = await app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Data yang dirujuk baru saja dihapus. Muat ulang halaman, lalu coba lagi.',
      });
    }
  });

  it('hides an unexpected error behind a generic 500 without the envelope', async () => {
    const response = await app.inject({ method: 'POST', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.http.internal });
  });
});
