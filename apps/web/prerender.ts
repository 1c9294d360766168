import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { codeOf, preloadLinks, writeRoutePages } from './route-pages';

/** A page the build draws: its markup, and the `<style>` tags of its styles (src/prerender). */
interface Drawn {
  markup: string;
  styles: string;
}

/** The module of the login page: its chunk, and the chunks it imports, are preloaded by the page the server sends. */
const LOGIN_MODULE = '/src/features/auth/login-page.tsx';

/**
 * Writes `login.html` beside `index.html` after the build: `index.html` with the login page rendered into its root
 * (src/prerender/login.tsx, run through a Vite server in SSR mode), the page's styles in emotion's own `<style>`
 * tags, and the login page's code preloaded. The server sends it as `/login` (apps/server, plugins/spa.ts): on a weak
 * network the form is there before the JavaScript is (docs/performance.md, The login page from the server).
 * Its submit button stays disabled until the app has drawn the page over it: a form sent before would go nowhere.
 * Then each screen's page (route-pages.ts).
 * Runs before precompress() (writeBundle comes before closeBundle), which then compresses these pages too.
 */
export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'pidsus-prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const preload = codeOf(bundle, path.join(root, LOGIN_MODULE));

      const server = await createServer({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'error',
        plugins: [react()],
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      let rendered: Drawn;
      try {
        const login = (await server.ssrLoadModule('/src/prerender/login.tsx')) as { renderLoginPage: () => Drawn };
        rendered = login.renderLoginPage();
      } finally {
        await server.close();
      }

      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      fs.writeFileSync(path.join(outDir, 'login.html'), loginHtml(index, rendered, preload));
      writeRoutePages(bundle, root, outDir, index);
    },
  };
}

/**
 * A field of the drawn page that is focused or has a value shows its label small above it, in the outline's gap,
 * as MUI does once the app runs (its `shrink` and `notched` styles). Only the drawn page's inputs have the empty
 * placeholder: the app's own fields are not touched.
 */
const DRAWN_FIELD = '.MuiFormControl-root:has(input[placeholder=" "]:is(:focus, :not(:placeholder-shown)))';
const DRAWN_FIELDS = [
  `${DRAWN_FIELD} > label { transform: translate(14px, -9px) scale(0.75); max-width: calc(133% - 32px); }`,
  `${DRAWN_FIELD} legend { max-width: 100%; }`,
  `${DRAWN_FIELD}:focus-within > label { color: #1f4d3a; }`,
  `${DRAWN_FIELD} input:focus ~ fieldset { border-color: #1f4d3a; border-width: 2px; }`,
].join('');

/**
 * A weak network delivers the page in parts, and a browser draws what it has parsed while it waits for the rest: the
 * card (centred on the screen) was drawn with only its first field, then grew and moved up when the rest came (layout
 * shift 0.081 under Lighthouse's slow 4G). The page is not drawn until the parser has passed the end of the drawn form
 * (`rel="expect"`, render-blocking; a browser without it draws as before).
 */
const DRAWN_END = 'drawn-end';
const WHOLE_PAGE_FIRST = `<link rel="expect" href="#${DRAWN_END}" blocking="render">`;

/** `index.html` with the rendered page, its styles and the preloads of its code (exported for its test). */
export function loginHtml(index: string, rendered: Drawn, preload: string[]): string {
  const submit = /<button([^>]*) type="submit"/g;
  const submits = rendered.markup.match(submit)?.length ?? 0;
  if (submits !== 1 || !index.includes('<div id="root"></div>') || !index.includes('</head>')) {
    throw new Error('prerender: index.html or the login page is not what prerender.ts expects');
  }
  const markup = rendered.markup
    .replace(submit, '<button$1 type="submit" disabled=""')
    // Without the app, MUI's label would stay over what is typed: an empty placeholder lets the CSS below see a
    // field that has a value, and move its label up as MUI does.
    .replace(/<input /g, '<input placeholder=" " ');
  const links = preloadLinks(index, preload);
  return index
    .replace('</head>', () => `${links}${rendered.styles}<style>${DRAWN_FIELDS}</style>${WHOLE_PAGE_FIRST}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div><template id="${DRAWN_END}"></template>`);
}
