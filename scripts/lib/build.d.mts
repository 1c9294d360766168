// Types of build.mjs for the TypeScript that imports it (e2e/support/global-setup.ts).
export const root: string;
export const serverDist: string;
export const serverMain: string;
export function serverArgs(entry?: string): string[];
export type BuildTarget = 'web' | 'server';
export const targets: Record<BuildTarget, { label: string; output: string; sources: string[]; command: string[] }>;
export function newestMtime(target: string): number;
export function builtAt(name: BuildTarget): number;
export function isStale(name: BuildTarget): boolean;
export function ensureBuilt(name: BuildTarget, options?: { stdio?: 'inherit' | 'pipe' }): boolean;
export function buildServer(options?: { outdir?: string; entryPoints?: Record<string, string> }): Promise<unknown>;
