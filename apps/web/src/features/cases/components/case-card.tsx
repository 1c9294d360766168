import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { Case } from '@pidsus/shared';
import { Link as RouterLink } from 'react-router';
import { DEFENDANT_ROLE_LABELS, paths } from '@pidsus/shared/constants';
import { StatusChip } from '../../../components/status-chip';
import { id } from '../../../i18n/id';
import { idCases } from '../../../i18n/id-cases';
import { formatLongDate, formatTime } from '../../../lib/time/dates';
import { highlightStyle } from '../highlight';

const t = idCases;

/**
 * A list shows 30 cards at a time: each card is plain elements styled from this one rule on the card, instead of
 * some twenty MUI components each with its own styles (docs/performance.md: the category list's blocking time).
 * It looks as CardContent, Stack and Typography did.
 */
const cardStyle = (theme: Theme): SystemStyleObject<Theme> => ({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  '& .case-card-body': { flex: 1, p: 2 },
  '& .case-card-top': { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1.5 },
  '& .case-card-when': { display: 'flex', flexWrap: 'wrap', columnGap: 2, color: 'text.secondary' },
  '& .case-card-meta': { display: 'flex', alignItems: 'center', gap: 0.5, ...theme.typography.body2 },
  '& .case-card-title': { ...theme.typography.h6, fontSize: '1.05rem', lineHeight: 1.35, m: 0, mb: 1.5 },
  '& .case-card-number': {
    ...theme.typography.body2,
    color: 'text.secondary',
    m: 0,
    mb: 0.5,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
  '& .case-card-line': {
    ...theme.typography.body2,
    color: 'text.secondary',
    m: 0,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& .case-card-line + .case-card-line': { mt: 0.5 },
  '& .case-card-label': { fontWeight: 600, color: 'text.primary' },
  '& .case-card-actions': { display: 'flex', alignItems: 'center', px: 2, pt: 1, pb: 2 },
  ...highlightStyle(theme),
});

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
    <Card
      component="article"
      aria-label={item.title}
      data-case-id={item.id}
      data-highlighted={highlighted || undefined}
      sx={cardStyle}
    >
      <div className="case-card-body">
        <div className="case-card-top">
          <div className="case-card-when">
            <span className="case-card-meta">
              <EventOutlined fontSize="small" />
              {formatLongDate(item.date)}
            </span>
            <span className="case-card-meta">
              <AccessTimeOutlined fontSize="small" />
              {item.time ? formatTime(item.time) : t.dash}
            </span>
          </div>
          <StatusChip status={item.status} size="small" />
        </div>
        {(item.number || showCategory) && (
          <p className="case-card-number">
            {[showCategory ? id.categories[item.type] : '', item.number].filter(Boolean).join(' · ')}
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
        <Button
          component={RouterLink}
          to={paths.case(item.id)}
          state={{ from }}
          variant="outlined"
          size="small"
          data-reveal-focus
        >
          {t.viewDetail}
        </Button>
      </div>
    </Card>
  );
}
