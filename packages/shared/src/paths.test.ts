import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './constants';
import { caseIdOfPath, paths, routePatterns } from './paths';

/** Whether `path` (its query aside) is an address that `pattern` matches, as the router would match it. */
const matches = (pattern: string, path: string) => {
  const expression = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${expression}$`).test(path.split('?')[0] ?? '');
};

describe("the web app's addresses (requirements §2)", () => {
  it('builds the links to a case, a stage and the board as the server and the web have always written them', () => {
    expect(paths.case(12)).toBe('/case/12');
    expect(paths.cases('penuntutan')).toBe('/cases/penuntutan');
    expect(paths.schedule()).toBe('/case-schedule');
    expect(paths.schedule({ mine: true })).toBe('/case-schedule?mine=1');
    expect(paths.schedule({ mine: false })).toBe('/case-schedule');
    expect(paths.adminUsers()).toBe('/admin/users');
    expect(paths.adminUsers({ add: true })).toBe('/admin/users?add=1');
  });

  it('carries the page to return to after logging in, and the words searched, encoded', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login(null)).toBe('/login');
    expect(paths.login('/case/3?tab=1')).toBe('/login?next=%2Fcase%2F3%3Ftab%3D1');
    expect(paths.search()).toBe('/search');
    expect(paths.search('')).toBe('/search');
    expect(paths.search('Bambang & Co')).toBe('/search?q=Bambang%20%26%20Co');
  });

  it('gives every link an address its route matches', () => {
    const built: [string, string][] = [
      [routePatterns.case, paths.case(7)],
      [routePatterns.login, paths.login('/files')],
      [routePatterns.search, paths.search('x')],
      [routePatterns.schedule, paths.schedule({ mine: true })],
      [routePatterns.adminUsers, paths.adminUsers({ add: true })],
      ...CATEGORIES.map((category): [string, string] => [routePatterns.cases, paths.cases(category)]),
    ];
    for (const [pattern, path] of built) {
      expect(matches(pattern, path), `${path} under ${pattern}`).toBe(true);
    }
    for (const [name, value] of Object.entries(paths)) {
      if (typeof value === 'string') {
        expect(routePatterns[name as keyof typeof routePatterns]).toBe(value);
      }
    }
    expect(matches(routePatterns.case, paths.cases('eksekusi'))).toBe(false);
  });

  it('reads the case back from a case link, and nothing from any other link', () => {
    expect(caseIdOfPath(paths.case(12))).toBe(12);
    expect(caseIdOfPath('/case-schedule?mine=1')).toBeUndefined();
    expect(caseIdOfPath('/case/12/x')).toBeUndefined();
    expect(caseIdOfPath(null)).toBeUndefined();
  });
});
