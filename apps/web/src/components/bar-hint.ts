import { keyframes } from '@mui/material/styles';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** How the hint looks: as MUI's tooltip, below the icon, aligned to its right edge. */
const hint = {
  content: 'attr(data-hint)',
  display: 'none',
  position: 'absolute',
  top: 'calc(100% + 10px)',
  right: 0,
  zIndex: 1500,
  padding: '4px 8px',
  borderRadius: '10px',
  backgroundColor: 'rgba(97, 97, 97, 0.92)',
  color: '#fff',
  fontSize: '0.6875rem',
  fontWeight: 500,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  animation: `${appear} 200ms ease 100ms both`,
} as const;

/**
 * The hint an icon of the top bar shows below itself on hover and on keyboard focus (its name, given as
 * `data-hint`), looking as MUI's tooltip does but drawn by CSS alone. Every screen mounts the top bar: MUI's
 * tooltip sets state on its child once mounted, which made each screen's first commit render the bar's buttons
 * again and run every effect in the same long task (docs/performance.md, "Drawing after the answer"). The
 * accessible name stays the button's own `aria-label`. Aligned to the button's right edge: every icon of the bar is
 * on its right, so the hint never reaches past the screen's edge. For MUI's buttons (`sx`), which mark keyboard
 * focus with `Mui-focusVisible`.
 */
export const barHintSx = {
  '&::after': hint,
  // Not on touch screens, where a tapped button would keep its hover.
  '@media (hover: hover)': { '&:hover::after': { display: 'block' } },
  '&.Mui-focusVisible::after': { display: 'block' },
} as const;

/** The same hint for a plain element of the bar (a rule of `GlobalStyles`), shown on `:focus-visible`. */
export const barHintRules = {
  '&::after': hint,
  '@media (hover: hover)': { '&:hover::after': { display: 'block' } },
  '&:focus-visible::after': { display: 'block' },
} as const;
