import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The rows of a case's record sections (Tahapan, …), drawn as plain elements under rules given to the page once
 * (`RecordRowStyles`), as the case card is: a row drawn with MUI's Box, Chip, Typography, Stack, Tooltip and
 * IconButton had each of them serialize and look up its styles, a dozen per row (docs/performance.md, "A case's rows
 * without MUI's components"). They look as those components do; an action's hint (MUI's Tooltip before) is drawn by
 * the rules from its `data-hint`, on a pointer's hover and on the keyboard's focus, with no script.
 */
/** The rules' own fade (MUI's Tooltip fades in after 100 ms). */
const hintKeyframes: CSSObject = { '@keyframes record-hint-in': { from: { opacity: 0 }, to: { opacity: 1 } } };

/** A hint shown: its text from the button's `data-hint`, faded in after MUI's delay. */
const shownHint: CSSObject = { content: 'attr(data-hint)', animation: 'record-hint-in 150ms 100ms both' };

const rowRules = (theme: Theme): CSSObject => ({
  ...hintKeyframes,
  '.record-rows': { listStyle: 'none', margin: 0, padding: 0 },
  '.record-row': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1.25, 0),
    borderTop: `1px solid ${theme.palette.divider}`,
  },
  // From a tablet up the codes stand in a column of their own, so that every row's name starts at one place.
  '.record-code-column': { [theme.breakpoints.up('sm')]: { minWidth: '5rem' } },
  // MUI's Chip, small, outlined, primary.
  '.record-code': {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: 24,
    marginTop: theme.spacing(0.25),
    padding: '0 7px',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 700,
    whiteSpace: 'nowrap',
    color: theme.palette.primary.main,
    border: `1px solid ${alpha(theme.palette.primary.main, 0.7)}`,
    borderRadius: 16,
  },
  '.record-main': { flex: '1 1 220px', minWidth: 0 },
  '.record-title': { ...(theme.typography.body1 as CSSObject), fontWeight: 600, margin: 0, overflowWrap: 'anywhere' },
  '.record-line': {
    ...(theme.typography.body2 as CSSObject),
    color: theme.palette.text.secondary,
    margin: 0,
    overflowWrap: 'anywhere',
  },
  '.record-note': { whiteSpace: 'pre-wrap' },
  '.record-actions': { display: 'flex', gap: theme.spacing(0.5) },
  // MUI's IconButton, small, with a small icon.
  '.record-action': {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 5,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&.record-action-medium': { padding: 8 },
    '&.record-action-medium svg': { width: '1.5rem', height: '1.5rem' },
    '&.record-action-error': { color: theme.palette.error.main },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default' },
    '&:disabled::after': { display: 'none' },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 1,
    },
    '& svg': { width: '1.25rem', height: '1.25rem', fill: 'currentColor', flexShrink: 0 },
    // MUI's Tooltip: dark grey, small text, above the button, after a short delay. The hint exists only while shown
    // (`content` set on hover and focus alone): forty hidden hints on a case were boxes laid out for nothing.
    '&::after': {
      position: 'absolute',
      bottom: 'calc(100% + 6px)',
      left: '50%',
      transform: 'translateX(-50%)',
      padding: '4px 8px',
      borderRadius: theme.shape.borderRadius,
      backgroundColor: alpha(theme.palette.grey[700], 0.92),
      color: theme.palette.common.white,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(11),
      fontWeight: 500,
      lineHeight: 1.4,
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      zIndex: theme.zIndex.tooltip,
    },
    '&:focus-visible::after': shownHint,
    '@media (hover: hover)': {
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&:hover::after': shownHint,
    },
  },
});

/** The rows' rules, once for the page (app/case-detail-route.tsx, the settings page). */
export function RecordRowStyles() {
  return <GlobalStyles styles={rowRules} />;
}

/** MUI's EditOutlined and DeleteOutline, drawn without SvgIcon. */
const ACTION_ICONS = {
  edit: 'm14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z',
  delete: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z',
};

/** A row's action (edit, delete): an icon button named by `label`, with `hint` shown on hover and focus. */
export function RowAction({
  icon,
  label,
  hint,
  disabled = false,
  size = 'small',
  tone,
  onClick,
}: {
  icon: keyof typeof ACTION_ICONS;
  label: string;
  hint: string;
  disabled?: boolean;
  /** As IconButton's sizes: small (30 px) in a case's rows, medium (40 px) in the settings' lists. */
  size?: 'small' | 'medium';
  /** 'error': drawn in the error colour (a delete in the settings' lists). */
  tone?: 'error';
  onClick: () => void;
}) {
  const className = ['record-action', size === 'medium' && 'record-action-medium', tone && `record-action-${tone}`]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      data-hint={hint}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ACTION_ICONS[icon]} />
      </svg>
    </button>
  );
}

/** A row's actions, as one group named by `label`. */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="record-actions" role="group" aria-label={label}>
      {children}
    </div>
  );
}
