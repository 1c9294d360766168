// Types of nginx.mjs for the TypeScript that imports it (apps/server/test/nginx-support.ts).
export const deployConfig: string;
export function nginxBin(): string;
export function siteConfig(options: {
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  cert: string;
  key: string;
  accessLog: string;
}): string;
export interface StartedNginx {
  httpPort: number;
  httpsPort: number;
  ca: Buffer;
  log(): string;
  accessLog(): string;
  close(): Promise<void>;
}
export function startNginx(upstreams: string[], options?: { edit?: (site: string) => string }): Promise<StartedNginx>;
export function freePort(): Promise<number>;
