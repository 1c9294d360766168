import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** Contract §7.5: the web shows every date in the office's zone, which it learns from the server. */
describe('GET /api/config', () => {
  let jakarta: TestApp;
  let makassar: TestApp;
  beforeAll(async () => {
    jakarta = await createTestApp();
    makassar = await createTestApp({ TZ_OFFICE: 'Asia/Makassar' });
  });
  afterAll(async () => {
    await makassar.close();
    await jakarta.close();
  });

  it('answers the office zone without a login: Asia/Jakarta unless TZ_OFFICE says otherwise', async () => {
    const response = await jakarta.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ time_zone: 'Asia/Jakarta', office_name: 'Bidang Tindak Pidana Khusus' });
    const other = await makassar.app.inject({ method: 'GET', url: '/api/config' });
    expect(other.json()).toEqual({ time_zone: 'Asia/Makassar', office_name: 'Bidang Tindak Pidana Khusus' });
  });

  it('is revalidated on every use (no-cache with an ETag: the office name changes without a restart), and ignores a bearer token, valid or not', async () => {
    const response = await makassar.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { authorization: 'Bearer tidak-berlaku' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });
});
