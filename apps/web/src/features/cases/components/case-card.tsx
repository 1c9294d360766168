import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import type { Case } from '@pidsus/shared';
import { Link as RouterLink } from 'react-router';
import { DEFENDANT_ROLE_LABELS, paths } from '@pidsus/shared/constants';
import { StatusBadge, statusBadgeRules } from '../../../components/status-chip';
import { id } from '../../../i18n/id';
import { idCases } from '../../../i18n/id-cases';
import { formatLongDate } from '../../../lib/time/dates';
import { highlightStyle } from '../highlight';
import { withWholeNumbers } from '../../../components/whole-numbers';
import { HearingTime } from '../../../components/hearing-time';

const t = idCases;

/**
 * A list shows 30 cards at a time. Each card is plain elements, styled by the rules below given to the page once
 * (`CaseCardStyles`), not per card: a card drawn with MUI's Card, Chip, Button and two icons had each of them
 * serialize and look up its styles, some 270 times for a page (docs/performance.md, "A case card without MUI's
 * components"). It looks as Card, Chip (small, filled), Button (small, outlined) and the icons do.
 */
const cardRules = (theme: Theme): CSSObject => ({
  '.case-card': {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    boxSizing: 'border-box',
    overflow: 'hidden',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: '1px solid #dde3e0',
    borderRadius: `${theme.shape.borderRadius}px`,
    ...(highlightStyle(theme) as CSSObject),
  },
  '.case-card-body': { flex: 1, padding: theme.spacing(2) },
  '.case-card-top': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(1.5),
  },
  '.case-card-when': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.spacing(2),
    color: theme.palette.text.secondary,
  },
  '.case-card-meta': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), ...theme.typography.body2 },
  '.case-card-icon': { width: '1.25rem', height: '1.25rem', flexShrink: 0, fill: 'currentColor' },
  ...statusBadgeRules(theme),
  '.case-card-title': {
    ...theme.typography.h6,
    fontSize: '1.05rem',
    lineHeight: 1.35,
    margin: 0,
    marginBottom: theme.spacing(1.5),
  },
  '.case-card-number': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    margin: 0,
    marginBottom: theme.spacing(0.5),
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
  '.case-card-line': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    margin: 0,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '.case-card-line + .case-card-line': { marginTop: theme.spacing(0.5) },
  '.case-card-label': { fontWeight: 600, color: theme.palette.text.primary },
  '.case-card-actions': { display: 'flex', alignItems: 'center', padding: theme.spacing(1, 2, 2) },
  '.case-card-detail': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 64,
    padding: '3px 9px',
    fontSize: theme.typography.pxToRem(13),
    color: theme.palette.primary.main,
    border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    textDecoration: 'none',
    transition: theme.transitions.create(['background-color', 'border-color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': {
      borderColor: theme.palette.primary.main,
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    },
  },
});

/** The cards' styles, once for a page of them. */
export function CaseCardStyles() {
  return <GlobalStyles styles={cardRules} />;
}

/** MUI's EventOutlined and AccessTimeOutlined, drawn without SvgIcon. */
const ICONS = {
  date: 'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zm0-12H5V6h14zm-7 5h5v5h-5z',
  time: 'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
};

function Icon({ shape }: { shape: keyof typeof ICONS }) {
  return (
    <svg className="case-card-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[shape]} />
    </svg>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <p className="case-card-line" title={value || undefined}>
      <span className="case-card-label">{label}:</span> {value || t.dash}
    </p>
  );
}

/**
 * One case in a list (requirements §2); `from` is where 'Lihat Detail' should bring the user back to;
 * `showCategory` names the stage (a list across the four, "Kasus Saya"); `highlighted` marks the case just
 * saved (decisions §7.5).
 */
export function CaseCard({
  item,
  from,
  showCategory = false,
  highlighted = false,
}: {
  item: Case;
  from: string;
  showCategory?: boolean;
  highlighted?: boolean;
}) {
  return (
    <article
      className="case-card"
      aria-label={item.title}
      data-case-id={item.id}
      data-highlighted={highlighted || undefined}
    >
      <div className="case-card-body">
        <div className="case-card-top">
          <div className="case-card-when">
            <span className="case-card-meta">
              <Icon shape="date" />
              {formatLongDate(item.date)}
            </span>
            <span className="case-card-meta">
              <Icon shape="time" />
              <HearingTime time={item.time} />
            </span>
          </div>
          <StatusBadge status={item.status} />
        </div>
        {(item.number || showCategory) && (
          <p className="case-card-number">
            {withWholeNumbers([showCategory ? id.categories[item.type] : '', item.number].filter(Boolean).join(' · '))}
          </p>
        )}
        <h2 className="case-card-title">{item.title}</h2>
        {(item.defendants ?? []).length > 0 && (
          <Line
            label={DEFENDANT_ROLE_LABELS[item.type]}
            value={(item.defendants ?? []).map((defendant) => defendant.name).join(', ')}
          />
        )}
        {item.location && <Line label={t.location} value={item.location} />}
        <Line label={t.witnesses} value={item.witnesses} />
        <Line label={t.prosecutor} value={item.prosecutor} />
        {item.last_milestone && (
          <Line
            label={t.milestone}
            value={`${item.last_milestone.code}, ${formatLongDate(item.last_milestone.date)}`}
          />
        )}
        {item.team.length > 0 && <Line label={t.team} value={item.team.map((member) => member.username).join(', ')} />}
      </div>
      <div className="case-card-actions">
        <RouterLink className="case-card-detail" to={paths.case(item.id)} state={{ from }} data-reveal-focus>
          {t.viewDetail}
        </RouterLink>
      </div>
    </article>
  );
}
