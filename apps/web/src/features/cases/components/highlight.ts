import { keyframes, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** How long a case just saved stays marked (contract §7.5): long enough to find it, short enough to go. */
export const HIGHLIGHT_MS = 4000;

const fade = keyframes`
  0%, 60% { outline-color: var(--case-highlight); box-shadow: 0 0 0 6px var(--case-highlight-glow); }
  100% { outline-color: transparent; box-shadow: 0 0 0 6px transparent; }
`;

/**
 * The mark of a case just saved, on any element with `data-highlighted`: a gold outline that fades. Without
 * motion (prefers-reduced-motion) it stays still, and goes when the attribute does.
 */
export const highlightStyle = (theme: Theme): SystemStyleObject<Theme> => ({
  '&[data-highlighted]': {
    '--case-highlight': theme.palette.secondary.main,
    '--case-highlight-glow': 'rgba(148, 108, 16, 0.18)',
    outline: '3px solid var(--case-highlight)',
    outlineOffset: '2px',
    animation: `${fade} ${HIGHLIGHT_MS}ms ease-in forwards`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Scrolls the element of case `caseId` (`data-case-id`) to the middle of the screen, gliding unless motion is reduced. */
export function scrollToCase(caseId: number): boolean {
  const element = document.querySelector(`[data-case-id="${caseId}"]`);
  if (!element) {
    return false;
  }
  element.scrollIntoView?.({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  return true;
}
