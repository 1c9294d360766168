import fs from 'node:fs';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium when installed (better fonts), else the Chromium shipped inside the
 * @sparticuz/chromium npm package, so that a fresh machine needs no browser download.
 */
export async function resolveChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) {
    return fromEnv;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (fs.existsSync(candidate)) {
      return candidate;
    }
  }
  const { default: bundled } = await import('@sparticuz/chromium');
  return bundled.executablePath();
}
