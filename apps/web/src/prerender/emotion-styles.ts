import type { EmotionCache } from '@emotion/cache';

/**
 * The `<style>` tags of what a server render put in an emotion cache made with `compat = true` (rules kept in
 * `cache.inserted`, none written into the markup), in the form emotion's browser cache takes over at start
 * (@emotion/cache): a global style (`<GlobalStyles>`, CssBaseline) in a tag of its own named `css-global <name>`,
 * every other style in one tag named `css <name> <name> …`. The browser then inserts none of them again: the first
 * render of the page skips the work of writing its styles (docs/performance.md, The login page from the server).
 * As @emotion/server tells them apart: a component's style is registered under its class name, a global one is not.
 */
export function emotionStyleTags(cache: Pick<EmotionCache, 'key' | 'inserted' | 'registered'>): string {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') {
      continue;
    }
    if (cache.registered[`${cache.key}-${name}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${name}">${css}</style>`);
    } else {
      names.push(name);
      rules.push(css);
    }
  }
  const components = names.length
    ? `<style data-emotion="${cache.key} ${names.join(' ')}">${rules.join('')}</style>`
    : '';
  return globals.join('') + components;
}
