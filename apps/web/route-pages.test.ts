import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '@pidsus/shared/constants';
import { routes } from './src/app/router';
import { codeOf, routePage, screensOf } from './route-pages';

const routerSource = fs.readFileSync(path.join(__dirname, 'src/app/router.tsx'), 'utf8');

/** Every route of the router's own tree that loads a screen: its path, what its `lazy` imports, under the shell. */
function lazyRoutes(tree: RouteObject[], inShell = false): { path: string; lazy: string; inShell: boolean }[] {
  return tree.flatMap((route) => [
    ...(route.path !== undefined && typeof route.lazy === 'function'
      ? [{ path: route.path, lazy: route.lazy.toString(), inShell }]
      : []),
    ...lazyRoutes(route.children ?? [], inShell || route.id === 'shell'),
  ]);
}

describe("each screen's page (route-pages.ts)", () => {
  it("reads from the router's source every screen of its tree, with its module, and whether the shell holds it", () => {
    const { shell, screens } = screensOf(routerSource);
    const patterns: Record<string, string> = routePatterns;
    const tree = lazyRoutes(routes);
    expect(screens.map((screen) => ({ path: patterns[screen.route], inShell: screen.inShell }))).toEqual(
      tree.map(({ path: routePath, inShell }) => ({ path: routePath, inShell })),
    );
    // Each route's `lazy` imports the module read for it.
    screens.forEach((screen, i) => expect(tree[i]?.lazy).toContain(path.posix.join('/src/app', screen.module)));
    expect(shell).toBe('./layout/app-shell');
    expect(screens.find((screen) => screen.route === 'case')).toEqual({
      route: 'case',
      module: './case-detail-route',
      inShell: true,
    });
    expect(screens.find((screen) => screen.route === 'twoFactorSetup')?.inShell).toBe(false);
  });

  it('refuses a router it cannot read, instead of writing pages without their code', () => {
    expect(() => screensOf("const routes = [{ lazy: () => import('./x') }];")).toThrow(/route-pages/);
    expect(() => screensOf("{ path: routePatterns.a, lazy: () => import('./a') }")).toThrow(/route-pages/);
  });

  it("names a screen's chunk and every chunk it imports, directly or not, once; a module within a group's chunk too", () => {
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], moduleIds: string[] = []) =>
      ({ type: 'chunk', fileName, facadeModuleId, imports, moduleIds }) as unknown as Rollup.OutputChunk;
    const bundle = {
      'assets/case.js': chunk('assets/case.js', '/src/case.tsx', ['assets/mui.js', 'assets/dates.js']),
      'assets/mui.js': chunk('assets/mui.js', null, ['assets/react.js']),
      'assets/dates.js': chunk('assets/dates.js', null, ['assets/react.js']),
      'assets/react.js': chunk('assets/react.js', null, []),
      'assets/shell.js': chunk('assets/shell.js', null, ['assets/mui.js'], ['/src/shell.tsx', '/src/menu.tsx']),
      'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
    } as unknown as Rollup.OutputBundle;
    expect(codeOf(bundle, '/src/case.tsx')).toEqual([
      'assets/case.js',
      'assets/mui.js',
      'assets/react.js',
      'assets/dates.js',
    ]);
    expect(codeOf(bundle, '/src/menu.tsx')).toEqual(['assets/shell.js', 'assets/mui.js', 'assets/react.js']);
    expect(() => codeOf(bundle, '/src/missing.tsx')).toThrow(/route-pages/);
  });

  it('preloads in the head what index.html does not load already', () => {
    const index =
      '<html><head><script type="module" src="/assets/index.js"></script>' +
      '<link rel="modulepreload" href="/assets/react.js"></head><body><div id="root"></div></body></html>';
    const page = routePage(index, ['assets/case.js', 'assets/react.js', 'assets/index.js', 'assets/$&.js']);
    expect(page).toBe(
      '<html><head><script type="module" src="/assets/index.js"></script>' +
        '<link rel="modulepreload" href="/assets/react.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/case.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/$&.js"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    expect(() => routePage('<html><body></body></html>', [])).toThrow(/route-pages/);
  });
});
