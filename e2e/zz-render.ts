import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, resolveChromium } from './support/browser';

const [pdfPath, out, pageNo = '1'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: await resolveChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1300, height: 950 } });
await page.route('http://local/**', async (route) => {
  const url = new URL(route.request().url());
  if (url.pathname === '/pdfjs.mjs') {
    return route.fulfill({ body: fs.readFileSync('/work/wt-exports/node_modules/unpdf/dist/pdfjs.mjs'), contentType: 'text/javascript' });
  }
  if (url.pathname === '/doc.pdf') {
    return route.fulfill({ body: fs.readFileSync(pdfPath!), contentType: 'application/pdf' });
  }
  return route.fulfill({ body: '<html><body style="margin:0;background:#888"><canvas id="c"></canvas></body></html>', contentType: 'text/html' });
});
await page.goto('http://local/');
page.on('console', (m) => console.log(m.text()));
await page.evaluate(async (n) => {
  const pdfjs = await import('http://local/pdfjs.mjs' as string);
  const data = new Uint8Array(await (await fetch('http://local/doc.pdf')).arrayBuffer());
  const doc = await pdfjs.getDocument({ data }).promise;
  const p = await doc.getPage(n);
  const viewport = p.getViewport({ scale: 1.5 });
  const canvas = document.getElementById('c') as HTMLCanvasElement;
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await p.render({ canvasContext: canvas.getContext('2d'), viewport, canvas }).promise;
}, Number(pageNo));
await page.locator('#c').screenshot({ path: out });
await browser.close();
