import path from 'node:path';

/**
 * How the build groups modules into files (docs/performance.md, "Fewer files"). Left to itself the bundler gives
 * every set of modules shared by the same lazy screens a file of its own: a case page came in some 90 files, most of
 * ~1 KB. Each costs a request (on a phone's slow network, six at a time) and the main thread the `modulepreload` link
 * the loader inserts for it. Three groups instead:
 *
 * - `shell`: what the logged-in frame (`app/layout/app-shell.tsx`) needs beyond the first file and `/login`;
 * - `forms`: the forms' kit (zod, react-hook-form, the schemas' common parts) that two or more screens import;
 * - `shared-account`, `shared-case`, `shared-record`: the schemas of `@pidsus/shared` in three files, those of an account
 *   (the profile's, the password's, an account's dialog), those of a case (its dialog) and the rest (its record, the
 *   settings): an account's form does not build the ~1,000 schemas of the rest (docs/performance.md, "The schemas a
 *   form uses"), nor does a case's dialog;
 * - `staff`, `admin`: the rest of what two or more of the staff's, or of the administrators', screens share.
 *
 * The first file, `/login` and what a dialog loads when opened keep their files. Each group holds whole chains of
 * imports (a module's imports are in its group, in the first file or in `/login`'s), so no two files import each
 * other in a circle.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const ENTRY = src('main.tsx');
const ROUTER = src('app/router.tsx');
const LOGIN = src('features/auth/login-page.tsx');
const SHELL = src('app/layout/app-shell.tsx');

/**
 * Every module `start` imports, directly or not: without the dynamic imports (loaded later), or with them (`dynamic`:
 * the screens and dialogs too).
 */
function staticImports(graph: ModuleGraph, start: string, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (!seen.has(id)) {
      seen.add(id);
      const info = graph.getModuleInfo(id);
      pending.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
    }
  }
  return seen;
}

type Group = 'shell' | 'forms' | 'staff' | 'admin' | 'shared-account' | 'shared-case' | 'shared-record';

/**
 * The forms' kit (zod with its Indonesian messages, react-hook-form, and the few schemas every other schema builds on:
 * `schemas/common.ts`): a file of its own, for the screens with a form.
 */
const FORMS =
  /packages[\\/]shared[\\/]src[\\/](zod|schemas[\\/]common)\.ts$|node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;
/** A module of `@pidsus/shared`. */
const SHARED = /packages[\\/]shared[\\/]src[\\/]/;
/**
 * The schemas of an account (and what they import beyond the kit): they import none of the others, and none of the
 * others imports them, so a case's dialog does not build an account's schemas (docs/performance.md, "The record's
 * schemas without an account's").
 */
const ACCOUNT = /packages[\\/]shared[\\/]src[\\/](schemas[\\/](user|auth|two-factor)|password-words)\.ts$/;
/**
 * A case's schemas (and what they import beyond the kit): "Tambah Kasus Baru" on a list builds these, not the ~1,000 of
 * the record and the settings, which were one task of ~110-130 ms at 4x while the list was idle (docs/performance.md).
 */
const CASE = /packages[\\/]shared[\\/]src[\\/]schemas[\\/]case\.ts$/;
/** The administrators' screens; every other screen of the shell is the staff's. */
const ADMIN = /[\\/]features[\\/](admin|users|settings|stats|import|audit)[\\/]|admin-profile-page/;
/** The screens outside the shell (a forced password change, the set-up of two-step sign-in): files of their own. */
const OUTSIDE = /password-change-page|two-factor-setup-page/;

/** The group of each module, computed once from the whole graph. */
function assignGroups(graph: ModuleGraph): Map<string, Group> {
  const placed = new Set([...staticImports(graph, ENTRY), ...staticImports(graph, LOGIN)]);
  const groups = new Map<string, Group>();
  const place = (ids: Iterable<string>, group: Group, keep: (id: string) => boolean = () => true) => {
    for (const id of ids) {
      if (!placed.has(id) && !groups.has(id) && keep(id)) {
        groups.set(id, group);
      }
    }
  };
  place(staticImports(graph, SHELL), 'shell');
  const screens = (graph.getModuleInfo(ROUTER)?.dynamicallyImportedIds ?? []).filter(
    (id) => id !== LOGIN && id !== SHELL && !OUTSIDE.test(id),
  );
  // How many staff and admin screens import each module.
  const users = new Map<string, { staff: number; admin: number }>();
  for (const screen of screens) {
    const family = ADMIN.test(screen) ? 'admin' : 'staff';
    for (const id of staticImports(graph, screen)) {
      const count = users.get(id) ?? { staff: 0, admin: 0 };
      count[family] += 1;
      users.set(id, count);
    }
  }
  const sharedBy = (family: 'staff' | 'admin') => (id: string) =>
    (users.get(id)?.[family] ?? 0) >= 2 && !screens.includes(id);
  // The forms' kit, with what it imports, wherever a screen or a dialog uses it; then the shared package's modules in
  // two files: their imports are the kit's or the first file's, never each other's nor the app's, so no two files
  // import each other.
  const everything = staticImports(graph, ENTRY, true);
  for (const id of everything) {
    if (FORMS.test(id)) {
      place(staticImports(graph, id), 'forms');
    }
  }
  place(
    [...everything].filter((id) => ACCOUNT.test(id)),
    'shared-account',
  );
  place(
    [...everything].filter((id) => CASE.test(id)).flatMap((id) => [...staticImports(graph, id)]),
    'shared-case',
    (id) => SHARED.test(id),
  );
  place(
    [...everything].filter((id) => SHARED.test(id)),
    'shared-record',
  );
  place(users.keys(), 'staff', sharedBy('staff'));
  place(users.keys(), 'admin', sharedBy('admin'));
  return groups;
}

/** Rolldown's `output.codeSplitting`. */
export function codeSplitting() {
  let groups: Map<string, Group> | undefined;
  return {
    groups: [
      {
        name: (id: string, graph: ModuleGraph) => {
          groups ??= assignGroups(graph);
          return groups.get(id) ?? null;
        },
        // The groups above are closed under imports already; pulling imports in would move the first file's.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
