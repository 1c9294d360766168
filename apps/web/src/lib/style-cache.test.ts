import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from './style-cache';

/** The CSS rules the app's cache writes for `styles`, as it gives them to its style sheet. */
function written(styles: string): string {
  const cache = createStyleCache();
  const rules: string[] = [];
  const sheet = Object.assign(Object.create(cache.sheet) as typeof cache.sheet, {
    insert: (rule: string) => rules.push(rule),
  });
  const serialized = serializeStyles([styles], cache.registered);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, sheet, true);
  return rules.join('');
}

describe('the styles cache', () => {
  it('writes flex, transitions and sticky as they are, without the prefixes of old browsers', () => {
    const css = written(
      'display:flex;flex-direction:column;align-items:center;transition:transform 0.2s;position:sticky;',
    );
    expect(css).toMatch(
      /^\.css-\w+\{display:flex;flex-direction:column;align-items:center;transition:transform 0\.2s;position:sticky;\}$/,
    );
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('still writes -webkit- where current browsers need it (Safari, older Chromium)', () => {
    const css = written('user-select:none;backdrop-filter:blur(4px);mask-image:none;background-clip:text;');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-mask-image:none;mask-image:none;');
    expect(css).toContain('-webkit-background-clip:text;background-clip:text;');
    expect(written('background-clip:padding-box;')).not.toContain('-webkit-');
  });

  it('names a style as emotion always does: the class names of a drawn page stay the app’s', () => {
    const style = 'display:flex;user-select:none;';
    expect(written(style)).toMatch(new RegExp(`^\\.css-${serializeStyles([style]).name}\\{`));
  });
});
