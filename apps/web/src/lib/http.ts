/**
 * The browser's `XMLHttpRequest` behind the few calls the app makes (docs/performance.md, "The HTTP client without
 * axios"): a JSON or `Blob` answer, query parameters, a time limit, the XSRF cookie echoed in a header, an upload's
 * progress. It replaces axios, whose 56 KB (minified) sat in the first file of every screen; its behaviour and the
 * names of its errors' codes are axios's, which used the same `XMLHttpRequest` in the browser.
 */

/** What a call may say beyond its method, address and body. */
export interface RequestOptions {
  /** Query parameters; `undefined` and `null` are left out. */
  params?: Record<string, unknown>;
  /** Milliseconds before the call is given up; 0 waits as long as it takes. */
  timeout?: number;
  /** `blob` for a file to save; otherwise the body is JSON (or its text when it is not JSON). */
  responseType?: 'json' | 'blob';
  headers?: Record<string, string>;
  /** Bytes of the body sent so far (`total` when the browser knows it). */
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

/** One call as it is sent. */
export interface RequestConfig extends RequestOptions {
  method: string;
  url: string;
  data?: unknown;
  headers: Record<string, string>;
}

/** A server's answer: its body, status and headers (names in lower case). */
export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Record<string, string | undefined>;
}

/** A call that failed: no answer (`code` says why), or an answer outside 2xx (`response`). */
export class HttpError<T = unknown> extends Error {
  static readonly ERR_NETWORK = 'ERR_NETWORK';
  static readonly ECONNABORTED = 'ECONNABORTED';
  static readonly ETIMEDOUT = 'ETIMEDOUT';
  static readonly ERR_BAD_REQUEST = 'ERR_BAD_REQUEST';
  static readonly ERR_BAD_RESPONSE = 'ERR_BAD_RESPONSE';

  constructor(
    message: string,
    readonly code?: string,
    readonly config?: RequestConfig,
    readonly request?: unknown,
    readonly response?: HttpResponse<T>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** `url` with `params` appended as a query string. */
export function withParams(url: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) {
      query.append(name, String(value));
    }
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** The response headers of `getAllResponseHeaders()`, names in lower case. */
export function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

/** A text body as JSON when it is JSON, else the text itself (an empty body stays ''). */
function parseBody(text: string): unknown {
  if (!text) {
    return text;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The value of cookie `name`, if set. */
function cookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((each) => each.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
}

/** Sends one call with `XMLHttpRequest`: resolves with a 2xx answer, rejects with an `HttpError` otherwise. */
export function send(config: RequestConfig): Promise<HttpResponse<unknown>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(config.method.toUpperCase(), withParams(config.url, config.params), true);
    xhr.timeout = config.timeout ?? 0;
    xhr.withCredentials = true;
    xhr.responseType = config.responseType === 'blob' ? 'blob' : 'text';
    const headers = { ...config.headers };
    let body: XMLHttpRequestBodyInit | null = null;
    if (config.data instanceof FormData || config.data instanceof Blob || typeof config.data === 'string') {
      body = config.data;
    } else if (config.data !== undefined) {
      body = JSON.stringify(config.data);
      headers['Content-Type'] = 'application/json';
    }
    for (const [name, value] of Object.entries(headers)) {
      xhr.setRequestHeader(name, value);
    }
    const progress = config.onUploadProgress;
    if (progress) {
      xhr.upload.onprogress = (event) =>
        progress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    xhr.onload = () => {
      const response: HttpResponse<unknown> = {
        data: xhr.responseType === 'blob' ? xhr.response : parseBody(xhr.responseText),
        status: xhr.status,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
      };
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(response);
      } else {
        const code = xhr.status < 500 ? HttpError.ERR_BAD_REQUEST : HttpError.ERR_BAD_RESPONSE;
        reject(new HttpError(`Request failed with status code ${xhr.status}`, code, config, xhr, response));
      }
    };
    xhr.onerror = () => reject(new HttpError('Network Error', HttpError.ERR_NETWORK, config, xhr));
    xhr.ontimeout = () =>
      reject(new HttpError(`timeout of ${xhr.timeout}ms exceeded`, HttpError.ECONNABORTED, config, xhr));
    xhr.onabort = () => reject(new HttpError('Request aborted', HttpError.ECONNABORTED, config, xhr));
    xhr.send(body);
  });
}

/** How every call of a client is prepared and how its failures are handled. */
export interface ClientDefaults {
  timeout: number;
  xsrfCookieName: string;
  xsrfHeaderName: string;
  /** Changes a call before it is sent (the address's prefix, the bearer token). */
  prepare: (config: RequestConfig) => RequestConfig;
  /** What a failed call does before its promise rejects. */
  onError: (error: unknown) => Promise<never>;
  /** The transport, replaceable in tests. */
  transport?: (config: RequestConfig) => Promise<HttpResponse<unknown>>;
}

/** A client whose calls share `defaults`: `get`, `post`, `put`, `patch`, `delete` and `request`. */
export function createClient(defaults: ClientDefaults) {
  const request = async <T = unknown, R = HttpResponse<T>>(
    call: { method: string; url: string; data?: unknown } & RequestOptions,
  ): Promise<R> => {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...call.headers };
    const xsrf = cookie(defaults.xsrfCookieName);
    if (xsrf !== undefined) {
      headers[defaults.xsrfHeaderName] = xsrf;
    }
    try {
      const config = defaults.prepare({ timeout: defaults.timeout, ...call, headers });
      return (await (defaults.transport ?? send)(config)) as R;
    } catch (error) {
      return defaults.onError(error);
    }
  };
  return {
    defaults,
    request,
    get: <T = unknown, R = HttpResponse<T>>(url: string, options?: RequestOptions) =>
      request<T, R>({ ...options, method: 'GET', url }),
    /** A DELETE may carry a body (`data`), as the two-step sign-in's switch-off does. */
    delete: <T = unknown, R = HttpResponse<T>>(url: string, options?: RequestOptions & { data?: unknown }) =>
      request<T, R>({ ...options, method: 'DELETE', url }),
    post: <T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, options?: RequestOptions) =>
      request<T, R>({ ...options, method: 'POST', url, data }),
    put: <T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, options?: RequestOptions) =>
      request<T, R>({ ...options, method: 'PUT', url, data }),
    patch: <T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, options?: RequestOptions) =>
      request<T, R>({ ...options, method: 'PATCH', url, data }),
  };
}
