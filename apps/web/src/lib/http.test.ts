import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, HttpError, parseHeaders, send, withParams, type RequestConfig } from './http';

/** A stand-in for the browser's `XMLHttpRequest`: records what is sent, answers as a test tells it to. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  timeout = 0;
  withCredentials = false;
  responseType = '';
  status = 0;
  responseText = '';
  response: unknown = null;
  body: unknown = undefined;
  rawHeaders = '';
  sentHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.sentHeaders[name] = value;
  }
  getAllResponseHeaders() {
    return this.rawHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, text: string, headers = '') {
    this.status = status;
    this.responseText = text;
    this.rawHeaders = headers;
    this.onload?.();
  }
}

const xhr = () => FakeXhr.last as FakeXhr;
const call = (extra: Partial<RequestConfig> = {}): RequestConfig => ({
  method: 'get',
  url: '/api/x',
  headers: {},
  ...extra,
});

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the HTTP client (lib/http)', () => {
  it('appends the query, leaving out what is not set', () => {
    expect(withParams('/api/cases', { type: 'penuntutan', mine: undefined, q: null, offset: 0 })).toBe(
      '/api/cases?type=penuntutan&offset=0',
    );
    expect(withParams('/api/files?x=1', { path: '/Bukti A' })).toBe('/api/files?x=1&path=%2FBukti+A');
    expect(withParams('/api/cases', undefined)).toBe('/api/cases');
  });

  it('reads the answer headers with lower-case names', () => {
    expect(parseHeaders('X-Total-Count: 12\r\nContent-Type: application/json\r\nvary: a\r\nVary: b\r\n')).toEqual({
      'x-total-count': '12',
      'content-type': 'application/json',
      vary: 'a, b',
    });
  });

  it('sends a JSON body with its type and cookies, and resolves with the parsed answer', async () => {
    const answer = send(call({ method: 'post', data: { title: 'Kasus' }, timeout: 5000, headers: { A: 'b' } }));
    expect(xhr().method).toBe('POST');
    expect(xhr().withCredentials).toBe(true);
    expect(xhr().timeout).toBe(5000);
    expect(xhr().body).toBe('{"title":"Kasus"}');
    expect(xhr().sentHeaders).toEqual({ A: 'b', 'Content-Type': 'application/json' });
    xhr().answer(201, '{"id":7}', 'X-Total-Count: 3');
    await expect(answer).resolves.toEqual({ data: { id: 7 }, status: 201, headers: { 'x-total-count': '3' } });
  });

  it('sends a form as it is, and reports the bytes sent', () => {
    const heard: unknown[] = [];
    const form = new FormData();
    void send(call({ method: 'post', data: form, onUploadProgress: (event) => heard.push(event) }));
    expect(xhr().body).toBe(form);
    expect(xhr().sentHeaders).toEqual({});
    xhr().upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
    xhr().upload.onprogress?.({ loaded: 60, total: 0, lengthComputable: false });
    expect(heard).toEqual([
      { loaded: 50, total: 100 },
      { loaded: 60, total: undefined },
    ]);
  });

  it('keeps a text that is not JSON, and an empty answer empty', async () => {
    const text = send(call());
    xhr().answer(200, 'halo');
    await expect(text).resolves.toMatchObject({ data: 'halo' });
    const empty = send(call({ method: 'delete' }));
    xhr().answer(204, '');
    await expect(empty).resolves.toMatchObject({ data: '', status: 204 });
  });

  it('asks for a Blob when told to, and hands it over', async () => {
    const blob = new Blob(['x']);
    const answer = send(call({ responseType: 'blob' }));
    expect(xhr().responseType).toBe('blob');
    xhr().response = blob;
    xhr().answer(200, '');
    expect((await answer).data).toBe(blob);
  });

  it('rejects an answer outside 2xx with its status and body', async () => {
    const refused = send(call());
    xhr().answer(409, '{"message":"Kasus sudah diubah"}');
    const error = await refused.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      code: HttpError.ERR_BAD_REQUEST,
      response: { status: 409, data: { message: 'Kasus sudah diubah' } },
    });
    const broken = send(call());
    xhr().answer(502, '<html>');
    await expect(broken).rejects.toMatchObject({ code: HttpError.ERR_BAD_RESPONSE, response: { status: 502 } });
  });

  it('names a timeout, a lost network and an abort without an answer', async () => {
    const late = send(call({ timeout: 5 }));
    xhr().ontimeout?.();
    await expect(late).rejects.toMatchObject({ code: HttpError.ECONNABORTED, response: undefined });
    const lost = send(call());
    xhr().onerror?.();
    await expect(lost).rejects.toMatchObject({ code: HttpError.ERR_NETWORK, response: undefined });
    const stopped = send(call());
    xhr().onabort?.();
    await expect(stopped).rejects.toMatchObject({ code: HttpError.ECONNABORTED });
  });

  it('prepares every call of a client: its time limit, the XSRF cookie in a header, its failures handled', async () => {
    document.cookie = 'XSRF-TOKEN=a%20b';
    const seen: RequestConfig[] = [];
    const onError = vi.fn((error: unknown) => Promise.reject(error));
    const client = createClient({
      timeout: 5000,
      xsrfCookieName: 'XSRF-TOKEN',
      xsrfHeaderName: 'X-XSRF-TOKEN',
      prepare: (config) => ({ ...config, url: `/api${config.url}` }),
      onError,
      transport: (config) => {
        seen.push(config);
        return config.url === '/api/gone'
          ? Promise.reject(new HttpError('gone', HttpError.ERR_BAD_REQUEST, config))
          : Promise.resolve({ data: config.data, status: 200, headers: {} });
      },
    });
    await expect(client.put('/cases/1', { a: 1 }, { params: { q: 'x' } })).resolves.toMatchObject({ data: { a: 1 } });
    await client.delete('/profile/2fa', { data: { password: 'p' }, timeout: 0 });
    await expect(client.get('/gone')).rejects.toBeInstanceOf(HttpError);
    expect(seen.map(({ method, url, timeout, params, data }) => ({ method, url, timeout, params, data }))).toEqual([
      { method: 'PUT', url: '/api/cases/1', timeout: 5000, params: { q: 'x' }, data: { a: 1 } },
      { method: 'DELETE', url: '/api/profile/2fa', timeout: 0, params: undefined, data: { password: 'p' } },
      { method: 'GET', url: '/api/gone', timeout: 5000, params: undefined, data: undefined },
    ]);
    expect(seen[0]?.headers).toEqual({ Accept: 'application/json, text/plain, */*', 'X-XSRF-TOKEN': 'a b' });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
