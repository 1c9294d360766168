import { describe, expect, it, vi } from 'vitest';
import { FONT_CACHE, ROBOTO_FACES, loadRoboto, type FontEnvironment } from './web-fonts';

const BASE = 'https://pidsus.test/dashboard';
const absolute = (url: string) => new URL(url, BASE).href;

interface FakeFace {
  family: string;
  source: string | ArrayBuffer;
  weight: string;
}

/** A browser with `installed` fonts, a Cache Storage holding `kept` (or none) and a network. */
function browser({ installed = [] as string[], kept = [] as string[], cacheStorage = true, network = true } = {}) {
  const added: FakeFace[] = [];
  const store = new Map(kept.map((url) => [absolute(url), new Uint8Array([1, 2, 3])]));
  const cache = {
    match: vi.fn(async (url: string) => {
      const bytes = store.get(absolute(url));
      return bytes ? new Response(bytes) : undefined;
    }),
    put: vi.fn(async (url: string, response: Response) => {
      store.set(absolute(url), new Uint8Array(await response.arrayBuffer()));
    }),
    keys: vi.fn(async () => [...store.keys()].map((url) => ({ url }) as Request)),
    delete: vi.fn(async (request: Request) => store.delete(request.url)),
  };
  const fetch = vi.fn(async (_url: string) =>
    network ? new Response(new Uint8Array([4, 5, 6])) : Promise.reject(new TypeError()),
  );
  const env: FontEnvironment = {
    fonts: {
      add: (face: FontFace) => {
        added.push(face as unknown as FakeFace);
      },
    } as unknown as FontEnvironment['fonts'],
    makeFace: (family, source, weight) =>
      ({
        family,
        source,
        weight,
        load: async () => {
          const local = typeof source === 'string' && source.startsWith('local(');
          if (local && !installed.some((name) => source.includes(`local('${name}')`))) {
            throw new DOMException('not installed', 'NetworkError');
          }
        },
      }) as unknown as FontFace,
    caches: cacheStorage
      ? ({ open: vi.fn(async (name: string) => (name === FONT_CACHE ? cache : undefined)) } as unknown as CacheStorage)
      : undefined,
    fetch: fetch as unknown as typeof globalThis.fetch,
    base: BASE,
  };
  return { env, added, store, fetch };
}

/** A promise to resolve by hand: the screen being drawn. */
function screen() {
  let drawn!: () => void;
  const promise = new Promise<void>((resolve) => {
    drawn = resolve;
  });
  return { promise, drawn };
}

const allUrls = ROBOTO_FACES.map((face) => face.url);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadRoboto', () => {
  it('fetches nothing before the screen is drawn on a first visit, then all four weights, and keeps them', async () => {
    const { env, added, store, fetch } = browser();
    const { promise, drawn } = screen();
    const loading = loadRoboto(() => promise, env);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(added).toEqual([]);
    drawn();
    await loading;
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(allUrls);
    expect(added.map((face) => [face.family, face.weight, face.source instanceof ArrayBuffer])).toEqual([
      ['Roboto', '400', true],
      ['Roboto', '500', true],
      ['Roboto', '600', true],
      ['Roboto', '700', true],
    ]);
    expect([...store.keys()].sort()).toEqual(allUrls.map(absolute).sort());
  });

  it('swaps the fetched weights in together, so that the text is laid out again once', async () => {
    const { env, added, fetch } = browser();
    let lastArrives!: () => void;
    const late = new Promise<void>((resolve) => {
      lastArrives = resolve;
    });
    fetch.mockImplementation(async (url: string) => {
      if (url === ROBOTO_FACES[3]!.url) {
        await late;
      }
      return new Response(new Uint8Array([4, 5, 6]));
    });
    const loading = loadRoboto(() => Promise.resolve(), env);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    await flush();
    expect(added).toEqual([]);
    lastArrives();
    await loading;
    expect(added.map((face) => face.weight)).toEqual(['400', '500', '600', '700']);
  });

  it('takes the kept files at once on a later visit, without the network and without waiting', async () => {
    const { env, added, fetch } = browser({ kept: allUrls });
    await loadRoboto(() => new Promise(() => undefined), env);
    expect(fetch).not.toHaveBeenCalled();
    expect(added.map((face) => face.weight)).toEqual(['400', '500', '600', '700']);
  });

  it("uses the device's own Roboto, fetches only the weight it lacks, and adds them together once it is there", async () => {
    const { env, added, fetch } = browser({ installed: ['Roboto', 'Roboto Medium', 'Roboto Bold'] });
    const { promise, drawn } = screen();
    const loading = loadRoboto(() => promise, env);
    await flush();
    // Meanwhile the device's Roboto is used by its name: a face added now would stand for the missing weight too.
    expect(added).toEqual([]);
    drawn();
    await loading;
    expect(added.map((face) => [face.weight, typeof face.source])).toEqual([
      ['400', 'string'],
      ['500', 'string'],
      ['700', 'string'],
      ['600', 'object'],
    ]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([ROBOTO_FACES[2]!.url]);
  });

  it('takes every weight from the device when it has all four, without the network', async () => {
    const { env, added, fetch } = browser({
      installed: ['Roboto', 'Roboto Medium', 'Roboto SemiBold', 'Roboto Bold'],
    });
    await loadRoboto(() => new Promise(() => undefined), env);
    expect(fetch).not.toHaveBeenCalled();
    expect(added.map((face) => face.weight)).toEqual(['400', '500', '600', '700']);
  });

  it('adds the kept weights together, and fetches again one the store cannot give back', async () => {
    const { env, added, fetch } = browser({ kept: allUrls });
    const open = env.caches!.open.bind(env.caches);
    let lastRead!: () => void;
    const late = new Promise<void>((resolve) => {
      lastRead = resolve;
    });
    env.caches = {
      open: async (name: string) => {
        const cache = await open(name);
        const match = cache.match.bind(cache);
        return Object.assign(cache, {
          match: async (url: string) => {
            if (url === ROBOTO_FACES[0]!.url) {
              return { arrayBuffer: () => Promise.reject(new TypeError('gone')) };
            }
            if (url === ROBOTO_FACES[3]!.url) {
              await late;
            }
            return match(url);
          },
        });
      },
    } as unknown as CacheStorage;
    const loading = loadRoboto(() => Promise.resolve(), env);
    await flush();
    expect(added).toEqual([]);
    lastRead();
    await loading;
    expect(added.map((face) => face.weight)).toEqual(['500', '600', '700', '400']);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([ROBOTO_FACES[0]!.url]);
  });

  it('loads the files at once, as a page would, where there is no Cache Storage', async () => {
    const { env, added, fetch } = browser({ cacheStorage: false });
    await loadRoboto(() => new Promise(() => undefined), env);
    expect(fetch).not.toHaveBeenCalled();
    expect(added.map((face) => face.source)).toEqual(allUrls.map((url) => `url('${url}')`));
  });

  it('forgets the files of an earlier build', async () => {
    const { env, store } = browser({ kept: ['/assets/roboto-latin-400-normal-OLD.woff2'] });
    await loadRoboto(() => Promise.resolve(), env);
    expect(store.has(absolute('/assets/roboto-latin-400-normal-OLD.woff2'))).toBe(false);
    expect(store.size).toBe(4);
  });

  it('leaves the fallback, without an error, when the network is down', async () => {
    const { env, added, store } = browser({ network: false });
    await expect(loadRoboto(() => Promise.resolve(), env)).resolves.toBeUndefined();
    expect(added).toEqual([]);
    expect(store.size).toBe(0);
  });

  it('does nothing where the browser cannot add fonts (jsdom has no document.fonts)', async () => {
    await expect(loadRoboto(() => Promise.resolve(), undefined)).resolves.toBeUndefined();
  });
});
