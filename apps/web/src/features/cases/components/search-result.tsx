import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Case } from '@pidsus/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { StatusChip } from '../../../components/status-chip';
import { id } from '../../../i18n/id';
import { formatLongDate, formatTime } from '../../../lib/time/dates';
import { containsTerm, highlightParts, snippet } from '../highlight';

const t = id.search;

/** A text with the words searched for in `<mark>`. */
export function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <Box
            component="mark"
            key={index}
            sx={{ bgcolor: '#ffe08a', color: 'inherit', borderRadius: 0.5, px: 0.25, fontWeight: 'inherit' }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

const matchFields = ['number', 'location', 'parties', 'witnesses', 'prosecutor', 'description'] as const;

/**
 * One case found by a search across the stages: its category, date and status, its title with the words marked,
 * and the other fields that hold a searched word, so that it is clear why the case was found.
 */
export function SearchResult({ item, terms, from }: { item: Case; terms: string[]; from: string }) {
  const matched = matchFields.filter((field) => item[field] && containsTerm(item[field], terms));
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        bgcolor: 'background.paper',
        border: '1px solid #dde3e0',
        borderRadius: 2,
        p: { xs: 2, sm: 2.5 },
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Chip label={id.categories[item.type]} size="small" variant="outlined" color="primary" />
        <Typography component="span" sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
          {formatLongDate(item.date)} · {item.time ? formatTime(item.time) : t.noTime}
        </Typography>
        <StatusChip status={item.status} size="small" sx={{ ml: 'auto', fontWeight: 700 }} />
      </Box>
      <Typography component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
        <Box
          component={RouterLink}
          to={paths.case(item.id)}
          state={{ from }}
          sx={{
            color: 'primary.main',
            textDecoration: 'none',
            '&:hover, &:focus-visible': { textDecoration: 'underline' },
          }}
        >
          <Marked text={item.title} terms={terms} />
        </Box>
      </Typography>
      {matched.length > 0 && (
        <Box component="dl" aria-label={t.matchedIn} sx={{ m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
          {matched.map((field) => (
            <Box key={field} sx={{ display: 'flex', gap: 1, fontSize: '0.9rem', minWidth: 0 }}>
              <Box component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                {t.fields[field]}:
              </Box>
              <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Marked text={snippet(item[field], terms)} terms={terms} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
