import { keyframes } from '@mui/material/styles';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * The hint an icon of the top bar shows below itself on hover and on keyboard focus (its name, given as
 * `data-hint`), looking as MUI's tooltip does but drawn by CSS alone. Every screen mounts the top bar: MUI's
 * tooltip sets state on its child once mounted, which made each screen's first commit render the bar's buttons
 * again and run every effect in the same long task (docs/performance.md, "Drawing after the answer"). The
 * accessible name stays the button's own `aria-label`. Aligned to the button's right edge: every icon of the bar is
 * on its right, so the hint never reaches past the screen's edge.
 */
export const barHintSx = {
  '&::after': {
    content: 'attr(data-hint)',
    display: 'none',
    position: 'absolute',
    top: 'calc(100% + 10px)',
    right: 0,
    zIndex: 1500,
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'rgba(97, 97, 97, 0.92)',
    color: '#fff',
    fontSize: '0.6875rem',
    fontWeight: 500,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    animation: `${appear} 200ms ease 100ms both`,
  },
  // Not on touch screens, where a tapped button would keep its hover.
  '@media (hover: hover)': { '&:hover::after': { display: 'block' } },
  '&.Mui-focusVisible::after': { display: 'block' },
} as const;
