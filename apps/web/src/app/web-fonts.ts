import regular from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import medium from '@fontsource/roboto/files/roboto-latin-500-normal.woff2?url';
import semibold from '@fontsource/roboto/files/roboto-latin-600-normal.woff2?url';
import bold from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';

/**
 * Roboto, the app's typeface, without holding up the first screen (docs/performance.md, "Roboto after the screen").
 *
 * Declared in the page's CSS, the four files (22 KB each, the browser's highest priority) were asked for as soon as the
 * first text was laid out, and shared a weak line with the screen's code and data. Now:
 * - a device that has Roboto itself (Android) uses its own copy, as before, for the weights it has;
 * - a browser that has the files in its Cache Storage (every visit after the first) takes them from there at once;
 * - on a first visit the text is drawn in the fallback scaled to Roboto's metrics (`fonts.css`), and the files are
 *   fetched once the screen is drawn, kept in Cache Storage, and swapped in;
 * - where there is no Cache Storage (plain HTTP on another machine than this one) all four load at once.
 */
export interface RobotoFace {
  weight: string;
  url: string;
  /** The names an installed Roboto goes by in this weight (Android's has no semibold of its own). */
  local: string[];
}

export const ROBOTO_FACES: RobotoFace[] = [
  { weight: '400', url: regular, local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'] },
  { weight: '500', url: medium, local: ['Roboto Medium', 'Roboto-Medium'] },
  { weight: '600', url: semibold, local: ['Roboto SemiBold', 'Roboto-SemiBold'] },
  { weight: '700', url: bold, local: ['Roboto Bold', 'Roboto-Bold'] },
];

/** The Cache Storage of the files; a new build's files (new names) replace the old ones there. */
export const FONT_CACHE = 'pidsus-fonts';

/** What the loader needs of the browser, so that a test can stand in for it. */
export interface FontEnvironment {
  fonts: Pick<FontFaceSet, 'add'>;
  makeFace: (family: string, source: string | ArrayBuffer, weight: string) => FontFace;
  caches?: Pick<CacheStorage, 'open'>;
  fetch: typeof fetch;
  /** The page's address, against which the files' paths are read. */
  base: string;
}

function browserEnvironment(): FontEnvironment | undefined {
  if (typeof document === 'undefined' || !('fonts' in document) || typeof FontFace === 'undefined') {
    return undefined;
  }
  return {
    fonts: document.fonts,
    makeFace: (family, source, weight) => new FontFace(family, source, { weight, style: 'normal', display: 'swap' }),
    caches: window.isSecureContext && 'caches' in window ? window.caches : undefined,
    fetch: (...args) => window.fetch(...args),
    base: location.href,
  };
}

/** The face once loaded, or undefined when it cannot be (no such local font, bytes not a font). */
async function ready(face: FontFace): Promise<FontFace | undefined> {
  try {
    await face.load();
    return face;
  } catch {
    return undefined;
  }
}

/** Adds the weights in one go: the text is laid out again once, not once per weight. */
function addAll(env: FontEnvironment, faces: (FontFace | undefined)[]): void {
  for (const face of faces) {
    if (face) {
      env.fonts.add(face);
    }
  }
}

async function openCache(env: FontEnvironment): Promise<Cache | undefined> {
  try {
    return await env.caches?.open(FONT_CACHE);
  } catch {
    // Storage turned off or full (a private window): the files then load as a page's would.
    return undefined;
  }
}

async function fromDevice(env: FontEnvironment, face: RobotoFace): Promise<FontFace | undefined> {
  const local = face.local.map((name) => `local('${name}')`).join(', ');
  return local ? ready(env.makeFace('Roboto', local, face.weight)) : undefined;
}

async function fromStore(env: FontEnvironment, cache: Cache | undefined, face: RobotoFace) {
  try {
    const kept = await cache?.match(face.url);
    return kept ? await ready(env.makeFace('Roboto', await kept.arrayBuffer(), face.weight)) : undefined;
  } catch {
    // A file the store cannot give back is fetched again.
    return undefined;
  }
}

/** Each weight from the device or the store, in ROBOTO_FACES' order; undefined where neither has it. */
function fromDeviceOrStore(env: FontEnvironment, cache: Cache | undefined): Promise<(FontFace | undefined)[]> {
  return Promise.all(
    ROBOTO_FACES.map(async (face) => (await fromDevice(env, face)) ?? (await fromStore(env, cache, face))),
  );
}

/** One weight fetched, read and kept; undefined when it could not be. */
async function fetchAndKeep(env: FontEnvironment, cache: Cache, face: RobotoFace): Promise<FontFace | undefined> {
  const response = await env.fetch(face.url);
  if (!response.ok) {
    return undefined;
  }
  const font = env.makeFace('Roboto', await response.clone().arrayBuffer(), face.weight);
  await font.load();
  await cache.put(face.url, response).catch(() => undefined);
  return font;
}

/** Files of earlier builds, which no page names any more. */
async function forgetOld(cache: Cache, base: string): Promise<void> {
  const current = new Set(ROBOTO_FACES.map((face) => new URL(face.url, base).href));
  for (const request of await cache.keys()) {
    if (!current.has(request.url)) {
      await cache.delete(request);
    }
  }
}

/**
 * Adds Roboto's four weights to the page: at once when the device or the Cache Storage has them all, otherwise once
 * `drawn()` resolves, all together. Until then no Roboto face is added, so a device's own Roboto is used by its name and
 * other devices draw the fallback. Never throws: without Roboto the text stays in its fallback.
 */
export async function loadRoboto(drawn: () => Promise<void>, env = browserEnvironment()): Promise<void> {
  if (!env) {
    return;
  }
  try {
    const cache = await openCache(env);
    const found = await fromDeviceOrStore(env, cache);
    const missing = ROBOTO_FACES.filter((_, index) => !found[index]);
    if (missing.length === 0) {
      addAll(env, found);
      return;
    }
    if (!cache) {
      const loaded = missing.map((face) => ready(env.makeFace('Roboto', `url('${face.url}')`, face.weight)));
      addAll(env, [...found, ...(await Promise.all(loaded))]);
      return;
    }
    await drawn();
    const fetched = await Promise.all(missing.map((face) => fetchAndKeep(env, cache, face).catch(() => undefined)));
    addAll(env, [...found, ...fetched]);
    await forgetOld(cache, env.base).catch(() => undefined);
  } catch {
    // The fallback stays.
  }
}
