import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdminOverview } from '@pidsus/shared';
import { paths, UNFINISHED } from '@pidsus/shared/constants';
import { formatRupiah } from '@pidsus/shared/money';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { id } from '../../../i18n/id';
import { idAdmin } from '../../../i18n/id-admin';
import { errorMessage } from '../../../lib/api-client';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { adminOverviewQueryOptions } from '../api/get-admin-overview';

const t = idAdmin;

/** The id of the list the detention figure leads to, on the same page. */
export const ENDING_DETENTIONS_ID = 'masa-penahanan';

interface Figure {
  key: string;
  label: string;
  value: string;
  /** A screen of the app, or `#…` on this page. */
  to: string;
  tone?: 'warning';
}

/** The figures of the overview, each with where its detail is (decisions §10). */
export function figuresOf(overview: AdminOverview): Figure[] {
  const count = (value: number) => value.toLocaleString('id-ID');
  return [
    ...overview.active_cases.map((row) => ({
      key: row.category,
      label: t.activeCases(id.categories[row.category]),
      value: count(row.count),
      // The figure counts the cases not finished: its list opens on them (decisions §10).
      to: `${paths.cases(row.category)}?status=${encodeURIComponent(UNFINISHED)}`,
    })),
    { key: 'hearings', label: t.hearingsToday, value: count(overview.hearings_today), to: paths.schedule() },
    {
      key: 'detentions',
      label: t.detentionsEnding,
      value: count(overview.detentions_ending.count),
      to: `#${ENDING_DETENTIONS_ID}`,
      tone: overview.detentions_ending.count > 0 ? 'warning' : undefined,
    },
    {
      key: 'locked',
      label: t.lockedAccounts,
      value: count(overview.locked_accounts),
      to: paths.adminUsers(),
      tone: overview.locked_accounts > 0 ? 'warning' : undefined,
    },
    {
      key: 'recoveries',
      label: t.recoveriesYear(overview.recoveries_year.year),
      value: formatRupiah(overview.recoveries_year.total),
      to: paths.adminStats,
    },
  ];
}

/** On a phone (two columns) these take a row of their own: today's hearings, and the rupiah that needs the width. */
const wide = new Set(['hearings', 'recoveries']);

function FigureTile({ figure }: { figure: Figure }) {
  const content: ReactNode = (
    <Box sx={{ p: 2, minHeight: 112, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
      <Typography
        sx={{
          fontSize: figure.key === 'recoveries' ? '1.375rem' : '2rem',
          fontWeight: 700,
          lineHeight: 1.2,
          color: figure.tone === 'warning' ? 'warning.dark' : 'primary.main',
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {figure.value}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {figure.label}
      </Typography>
    </Box>
  );
  const label = t.figureLink(figure.label, figure.value);
  return (
    <Card component="li" sx={{ gridColumn: wide.has(figure.key) ? { xs: '1 / -1', md: 'auto' } : undefined }}>
      {figure.to.startsWith('#') ? (
        <CardActionArea href={figure.to} aria-label={label} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        <CardActionArea component={RouterLink} to={figure.to} aria-label={label} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      )}
    </Card>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  // Four stages in a row, then today's four figures (a phone: two by two, the wide ones alone).
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
  m: 0,
  p: 0,
};

/**
 * "Ringkasan Hari Ini" (decisions §10): active cases per stage, today's hearings, detention periods ending within 7
 * days, locked accounts and this year's recoveries, each a link to where its detail is. The loader holds the tiles'
 * place, so nothing below moves when they arrive.
 */
export function OverviewFigures() {
  const overview = useQuery(adminOverviewQueryOptions());
  return (
    <Box component="section" aria-labelledby="admin-figures-heading" sx={{ mb: 3 }}>
      <Typography id="admin-figures-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t.figuresTitle}
      </Typography>
      {overview.isPending && (
        <Box sx={grid} aria-busy="true">
          <span style={visuallyHidden} role="status">
            {t.figuresLoading}
          </span>
          {Array.from({ length: 8 }, (_, key) => (
            <Skeleton
              key={key}
              variant="rounded"
              height={112}
              sx={key === 4 || key === 7 ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}
            />
          ))}
        </Box>
      )}
      {overview.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {errorMessage(overview.error, t.figuresFailed)}
        </Alert>
      )}
      {overview.data && (
        <Box component="ul" sx={grid}>
          {figuresOf(overview.data).map((figure) => (
            <FigureTile key={figure.key} figure={figure} />
          ))}
        </Box>
      )}
    </Box>
  );
}
