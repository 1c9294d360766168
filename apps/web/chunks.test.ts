import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSplitting } from './chunks';

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const lib = (name: string) => `/repo/node_modules/${name}/index.js`;
const shared = (name: string) => `/repo/packages/shared/src/${name}.ts`;

/** A small app: the first file, the router with its lazy screens, and what each imports. */
const graph: Record<string, { imports?: string[]; lazy?: string[] }> = {
  [src('main.tsx')]: { imports: [lib('react'), src('app/router.tsx')] },
  [src('app/router.tsx')]: {
    lazy: [
      src('features/auth/login-page.tsx'),
      src('app/layout/app-shell.tsx'),
      src('features/dashboard/dashboard-page.tsx'),
      src('features/cases/case-list-page.tsx'),
      src('features/users/users-page.tsx'),
      src('features/settings/settings-page.tsx'),
      src('features/profile/password-change-page.tsx'),
      src('features/profile/profile-page.tsx'),
    ],
  },
  [src('features/auth/login-page.tsx')]: { imports: [lib('@mui/material/Typography')] },
  [src('app/layout/app-shell.tsx')]: { imports: [src('app/layout/nav.tsx'), lib('@mui/material/Typography')] },
  [src('app/layout/nav.tsx')]: { imports: [lib('socket.io-client')] },
  [src('features/dashboard/dashboard-page.tsx')]: {
    imports: [src('components/card.tsx'), lib('@mui/material/Chip'), src('components/notice.tsx')],
  },
  [src('features/cases/case-list-page.tsx')]: {
    imports: [src('components/card.tsx')],
    lazy: [src('features/cases/case-form-dialog.tsx')],
  },
  [src('features/cases/case-form-dialog.tsx')]: { imports: [lib('react-hook-form'), shared('schemas/case')] },
  [src('features/users/users-page.tsx')]: { imports: [src('components/table.tsx')] },
  [src('features/settings/settings-page.tsx')]: {
    imports: [src('components/table.tsx'), shared('schemas/settings'), lib('react-hook-form')],
  },
  [src('features/profile/password-change-page.tsx')]: {
    imports: [src('components/card.tsx'), src('components/notice.tsx')],
  },
  [src('features/profile/profile-page.tsx')]: { imports: [lib('react-hook-form'), shared('schemas/user')] },
  [src('components/card.tsx')]: { imports: [lib('@mui/material/Card')] },
  [src('components/table.tsx')]: { imports: [lib('@mui/material/Table')] },
  [shared('schemas/case')]: { imports: [shared('zod'), shared('schemas/common'), shared('schemas/defendants')] },
  [shared('schemas/defendants')]: { imports: [shared('zod'), shared('schemas/common')] },
  [shared('schemas/user')]: { imports: [shared('zod'), shared('schemas/common')] },
  [shared('schemas/settings')]: { imports: [shared('zod'), shared('schemas/common'), shared('schemas/case')] },
  [shared('schemas/common')]: { imports: [shared('zod')] },
  [shared('zod')]: { imports: [lib('zod')] },
};
const moduleGraph = {
  getModuleInfo: (id: string) =>
    id in graph || id.includes('node_modules')
      ? { importedIds: graph[id]?.imports ?? [], dynamicallyImportedIds: graph[id]?.lazy ?? [] }
      : null,
};

/** Each module of the app by a short name (its path under `src/` or `node_modules/`), with its group or null. */
function groupsOf(): Record<string, string | null> {
  const [group] = codeSplitting().groups;
  const ids = new Set([...Object.keys(graph), ...Object.values(graph).flatMap((entry) => entry.imports ?? [])]);
  return Object.fromEntries(
    [...ids].map((id) => [
      id.replace(`${src('')}${path.sep}`, '').replace('/repo/node_modules/', ''),
      group?.name(id, moduleGraph) ?? null,
    ]),
  );
}

describe('the build’s files (docs/performance.md, “Fewer files”)', () => {
  it('puts the frame, the forms’ kit and what two screens of a kind share in one file each, and nothing of /login', () => {
    expect(groupsOf()).toMatchObject({
      // The first file and /login keep theirs.
      'main.tsx': null,
      'react/index.js': null,
      'features/auth/login-page.tsx': null,
      '@mui/material/Typography/index.js': null,
      // What only the logged-in frame needs.
      'app/layout/nav.tsx': 'shell',
      'socket.io-client/index.js': 'shell',
      // Shared by two staff screens (a screen outside the frame does not count), with what it imports.
      'components/card.tsx': 'staff',
      '@mui/material/Card/index.js': 'staff',
      // Shared by two administrators' screens.
      'components/table.tsx': 'admin',
      '@mui/material/Table/index.js': 'admin',
      // The forms' kit, wherever a form is: zod with its messages in Indonesian, react-hook-form.
      'zod/index.js': 'forms',
      [shared('zod')]: 'forms',
      'react-hook-form/index.js': 'forms',
      // The parts every schema builds on go with the kit: a case's schemas do not load an account's to get them.
      [shared('schemas/common')]: 'forms',
      // The shared package in three files: an account's form does not build the schemas of a case or the settings, nor
      // a case's dialog those of the settings (or of a case's record), which build on a case's.
      [shared('schemas/user')]: 'shared-account',
      [shared('schemas/case')]: 'shared-case',
      [shared('schemas/defendants')]: 'shared-case',
      [shared('schemas/settings')]: 'shared-record',
      // One screen's own, and a dialog's, stay with them.
      '@mui/material/Chip/index.js': null,
      // A screen outside the frame does not count: one staff screen.
      'components/notice.tsx': null,
      'features/dashboard/dashboard-page.tsx': null,
    });
  });
});
