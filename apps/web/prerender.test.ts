// @vitest-environment node
// The build runs the page in Node, not in a browser: so does this test (emotion keeps its rules to itself there).
import { describe, expect, it } from 'vitest';
import { loginHtml } from './prerender';
import { renderLoginPage } from './src/prerender/login';

const index = [
  '<!doctype html><html><head><title>Jadwal Pidsus</title>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shared-b.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');

describe('the login page drawn at build time (prerender.ts)', () => {
  it('draws the form with its styles in the tags emotion takes over, and nothing from a logged-in screen', () => {
    const { markup, styles } = renderLoginPage();
    expect(markup).toContain('Jadwal Pidsus</h1>');
    expect(markup).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(markup).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*>Masuk</);
    // No <style> within the markup: all of it is in the tags of the page's head.
    expect(markup).not.toContain('<style');
    expect(styles).toMatch(/^<style data-emotion="css-global [\w-]+">/);
    const components = styles.match(/<style data-emotion="css ([\w -]+)">/);
    expect(components).not.toBeNull();
    // Every class the markup uses is one of the styles the tag names.
    const named = new Set(components?.[1]?.split(' '));
    for (const [, name] of markup.matchAll(/\bcss-([\w-]+)/g)) {
      expect(named.has(name ?? ''), `css-${name}`).toBe(true);
    }
  });

  it('puts the page into the root, its styles and code into the head, and disables the form until the app starts', () => {
    const html = loginHtml(
      index,
      {
        markup: '<main><form><input name="email"/><button class="b" type="submit">Masuk</button></form></main>',
        styles: '<style>x</style>',
      },
      ['assets/login-c.js', 'assets/shared-b.js'],
    );
    expect(html).toContain(
      '<div id="root"><main><form><input placeholder=" " name="email"/><button class="b" type="submit" disabled="">Masuk</button></form></main></div>',
    );
    // The login page's code is preloaded, once: what index.html preloads already is not repeated. Its styles follow,
    // then those of the drawn fields.
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/login-c\.js"><style>x<\/style><style>[^<]*placeholder[^<]*<\/style><link rel="expect" href="#drawn-end" blocking="render"><\/head>/,
    );
    expect(html.match(/shared-b\.js/g)).toHaveLength(1);
    // Nothing is drawn before the parser has passed the end of the form (a page that arrives in parts).
    expect(html).toContain('</form></main></div><template id="drawn-end"></template>');
  });

  it("keeps a page's `$` as it is (no replacement patterns)", () => {
    const html = loginHtml(index, { markup: '<button type="submit">$\' $&</button>', styles: '' }, []);
    expect(html).toContain('<div id="root"><button type="submit" disabled="">$\' $&</button></div>');
  });

  it('refuses an index.html or a page it does not know, instead of writing a broken page', () => {
    expect(() => loginHtml('<html><body></body></html>', { markup: '<button type="submit">', styles: '' }, [])).toThrow(
      /prerender/,
    );
    expect(() => loginHtml(index, { markup: '<form></form>', styles: '' }, [])).toThrow(/prerender/);
  });
});
