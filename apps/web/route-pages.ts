import fs from 'node:fs';
import path from 'node:path';
import type { Rollup } from 'vite';

/** The router, whose lazy screens this plugin reads (src/app/router.tsx). */
const ROUTER = 'src/app/router.tsx';

/** Where the pages go in the build, and the list the server reads to pick one (apps/server, plugins/spa.ts). */
export const ROUTE_PAGES_DIR = 'pages';
export const ROUTE_PAGES_LIST = 'routes.json';

export interface Screen {
  /** The key of its path in `routePatterns` (@pidsus/shared). */
  route: string;
  /** What its `lazy` imports, as written in the router (relative to src/app). */
  module: string;
  /** Drawn within the app's shell (the logged-in layout), whose code it needs as well. */
  inShell: boolean;
}

const TOKENS = /path: routePatterns\.(\w+)|id: 'shell'|import\('([^']+)'\)/g;

/**
 * The lazy screens of the router's source, in order: each `import()` belongs to the last `path:` before it, the one
 * after `id: 'shell'` is the shell's, and the screens after the shell are its children (as the router nests them;
 * `route-pages.test.ts` checks this reading against the router's own tree).
 */
export function screensOf(source: string): { shell: string; screens: Screen[] } {
  let route: string | undefined;
  let shell: string | undefined;
  let shellNext = false;
  const screens: Screen[] = [];
  for (const [token, pathKey, module] of source.matchAll(TOKENS)) {
    if (pathKey !== undefined) {
      route = pathKey;
    } else if (module === undefined) {
      shellNext = token.startsWith('id:');
    } else if (shellNext) {
      shell = module;
      shellNext = false;
      route = undefined;
    } else if (route !== undefined) {
      screens.push({ route, module, inShell: shell !== undefined });
      route = undefined;
    } else {
      throw new Error(`route-pages: the router imports ${module} for no path`);
    }
  }
  if (shell === undefined || screens.length === 0) {
    throw new Error('route-pages: the router is not what route-pages.ts expects');
  }
  return { shell, screens };
}

/** The chunk that holds `moduleId` and every chunk it imports, directly or not (what the browser must fetch to run it). */
export function codeOf(bundle: Rollup.OutputBundle, moduleId: string): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(fileName)) {
      return;
    }
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
  // Its own chunk, or the chunk of a group it was put into (chunks.ts).
  const entry =
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!entry) {
    throw new Error(`route-pages: no chunk of ${moduleId} in the build`);
  }
  add(entry.fileName);
  return [...files];
}

/** `<link rel="modulepreload">` for each of `files` that `index` does not load or preload already. */
export function preloadLinks(index: string, files: string[]): string {
  return files
    .filter((file) => !index.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** `index.html` with the preloads of `files` at the end of its head. */
export function routePage(index: string, files: string[]): string {
  if (!index.includes('</head>')) {
    throw new Error('route-pages: index.html has no head');
  }
  return index.replace('</head>', () => `${preloadLinks(index, files)}</head>`);
}

/**
 * Writes, for each screen of the router, `pages/<route>.html`: `index.html` with the screen's code (and the shell's)
 * preloaded, and `pages/routes.json`, the route of each page. The server sends a screen's page for its address
 * (apps/server, plugins/spa.ts): the browser fetches all of the screen's code at once, as it reads the page, instead of
 * after the first file has run and the router has found the screen, and the app does not add some forty `<link>` tags
 * of its own on the way (docs/performance.md, "Each screen's code named in its page"). The login page has its own
 * drawn page (prerender.ts).
 */
export function writeRoutePages(bundle: Rollup.OutputBundle, root: string, outDir: string, index: string): void {
  const routerFile = path.join(root, ROUTER);
  const { shell, screens } = screensOf(fs.readFileSync(routerFile, 'utf8'));
  const moduleId = (specifier: string) => {
    const base = path.resolve(path.dirname(routerFile), specifier);
    const found = ['.tsx', '.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file));
    if (!found) {
      throw new Error(`route-pages: ${specifier} is not a module of the app`);
    }
    return found;
  };
  const shellCode = codeOf(bundle, moduleId(shell));
  fs.mkdirSync(path.join(outDir, ROUTE_PAGES_DIR), { recursive: true });
  const list: { route: string; page: string }[] = [];
  for (const screen of screens.filter((each) => each.route !== 'login')) {
    const code = [...(screen.inShell ? shellCode : []), ...codeOf(bundle, moduleId(screen.module))];
    const page = `${ROUTE_PAGES_DIR}/${screen.route}.html`;
    fs.writeFileSync(path.join(outDir, page), routePage(index, [...new Set(code)]));
    list.push({ route: screen.route, page });
  }
  fs.writeFileSync(path.join(outDir, ROUTE_PAGES_DIR, ROUTE_PAGES_LIST), JSON.stringify(list));
}
