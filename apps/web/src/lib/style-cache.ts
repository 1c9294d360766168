import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The properties that browsers of the last few years still want with `-webkit-` as well (Safari above all:
 * `user-select`, `backdrop-filter`, `text-size-adjust`, `hyphens`; Chromium before 120: `mask`).
 */
const WEBKIT_TOO =
  /^(?:user-select|backdrop-filter|mask(?:-[a-z-]+)?|text-size-adjust|appearance|hyphens|box-decoration-break)$/;

/**
 * Emotion's own prefixer writes every flex, transition and sticky rule three or four times over, for browsers of ten
 * years ago (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex`): on a phone's CPU that was
 * nearly half of the time a screen spends inserting its styles (docs/performance.md, "The case page after HTTP/2").
 * This one adds `-webkit-` only where a current browser still needs it.
 */
export const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.length < 0 || element.return) {
    return;
  }
  const property = String(element.props);
  if (WEBKIT_TOO.test(property) || (property === 'background-clip' && element.children === 'text')) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The styles' cache of the app and of the pages the build draws (prerender/login.tsx): the same rules in both. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitWhereNeeded] });
}
