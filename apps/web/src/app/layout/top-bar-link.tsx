import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSObject, Theme } from '@mui/material/styles';
import { NavLink } from 'react-router';
import { barHintRules } from '../../components/bar-hint';

/** MUI's SpaceDashboardOutlined, TodayOutlined, CalendarMonthOutlined and FolderOutlined, drawn without SvgIcon. */
export const TOP_BAR_ICONS = {
  dashboard:
    'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2M5 19V5h6v14zm14 0h-6v-7h6zm0-9h-6V5h6z',
  today:
    'M19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V9h14zm0-12H5V5h14zM7 11h5v5H7z',
  calendar:
    'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zm0-12H5V6h14zM9 14H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2zm-8 4H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2z',
  files: 'm9.17 6 2 2H20v10H4V6zM10 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2h-8z',
};

/** From these widths on, a link with `labelFrom` shows its name beside its icon, as MUI's Button with `startIcon`. */
const labelled = (theme: Theme, from: 'md' | 'lg'): CSSObject => ({
  [theme.breakpoints.up(from)]: {
    [`.top-bar-link[data-label-from="${from}"]`]: {
      ...theme.typography.button,
      minWidth: 64,
      padding: '6px 8px',
      borderRadius: `${theme.shape.borderRadius}px`,
      '&::after': { content: 'none' },
      '&:hover': { backgroundColor: 'rgba(28, 36, 33, 0.04)' },
      '&[aria-current="page"]': { backgroundColor: 'rgba(255,255,255,0.18)' },
      '& svg': { width: 20, height: 20, marginLeft: -4, marginRight: 8 },
      '& .top-bar-link-label': { display: 'inline' },
    },
  },
});

/**
 * The top bar's links, looking as MUI's IconButton (an icon alone, its name as a hint) and, from `labelFrom` on, as its
 * Button with a start icon. Plain elements under rules given once (`TopBarLinkStyles`): every screen draws the bar, and
 * each link was an IconButton and a Button (one of them hidden), each serializing its styles and those of its ripple
 * and icon on every render (docs/performance.md, "The top bar's links as plain elements").
 */
const linkRules = (theme: Theme): CSSObject => ({
  '.top-bar-link': {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    padding: 8,
    borderRadius: 20,
    color: 'inherit',
    fontSize: '1.5rem',
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '& svg': { width: '1em', height: '1em', flexShrink: 0, fill: 'currentColor' },
    '@media (hover: hover)': { '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.04)' } },
    '&[aria-current="page"]': { backgroundColor: 'rgba(255,255,255,0.18)' },
    ...(barHintRules as CSSObject),
  },
  '.top-bar-link-label': { display: 'none' },
  ...labelled(theme, 'md'),
  ...labelled(theme, 'lg'),
});

/** The links' styles, once for the bar. */
export function TopBarLinkStyles() {
  return <GlobalStyles styles={linkRules} />;
}

/**
 * A top-bar destination: its icon, and its name beside it from the `labelFrom` breakpoint on (never, without one).
 * Where only the icon shows, its name is the hint (`barHintRules`); the name is its accessible name at every width.
 * The current screen's link says so (`aria-current="page"`, NavLink's own) and is lit.
 */
export function TopBarLink({
  to,
  label,
  icon,
  labelFrom,
}: {
  to: string;
  label: string;
  icon: keyof typeof TOP_BAR_ICONS;
  labelFrom?: 'md' | 'lg';
}) {
  return (
    <NavLink to={to} end className="top-bar-link" aria-label={label} data-hint={label} data-label-from={labelFrom}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={TOP_BAR_ICONS[icon]} />
      </svg>
      {labelFrom && <span className="top-bar-link-label">{label}</span>}
    </NavLink>
  );
}
