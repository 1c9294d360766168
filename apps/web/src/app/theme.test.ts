import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { focusRing } from '../lib/focus-ring';
import { theme } from './theme';

describe('the theme', () => {
  it.each(['primary', 'secondary', 'warning', 'info', 'success', 'error'] as const)(
    '%s: its text on its colour reaches WCAG AA (4.5:1), as the status chips, avatars and badges need',
    (name) => {
      const { main, contrastText } = theme.palette[name];
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('secondary text on the page background reaches 4.5:1', () => {
    expect(getContrastRatio(theme.palette.text.secondary, theme.palette.background.default)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('the focus ring reaches 3:1 on the page, on paper, on the top bar and on every filled notice (decisions §10)', () => {
    const { background, primary, success, error, warning, info } = theme.palette;
    for (const surface of [background.default, background.paper]) {
      expect(getContrastRatio(focusRing.color, surface)).toBeGreaterThanOrEqual(3);
    }
    for (const surface of [primary.main, success.main, error.main, warning.main, info.main]) {
      expect(getContrastRatio(focusRing.onDark, surface)).toBeGreaterThanOrEqual(3);
    }
  });
});
