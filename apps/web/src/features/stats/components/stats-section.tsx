import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { idStats } from '../../../i18n/id-stats';

const t = idStats;

/**
 * One figure of `/admin/stats`: its heading, a line of explanation, the chart (an image to assistive technology,
 * named by `title`; its numbers are read from the table) and the table with the same figures. `empty` replaces the
 * chart when there is nothing to draw.
 */
export function StatsSection(props: {
  title: string;
  hint?: ReactNode;
  chart: ReactNode;
  empty?: string;
  table: ReactNode;
}) {
  const headingId = `stats-${props.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h6" component="h2">
          {props.title}
        </Typography>
        {props.hint && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {props.hint}
          </Typography>
        )}
        {props.empty ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {props.empty}
          </Typography>
        ) : (
          <Box role="img" aria-label={t.chartOf(props.title)} sx={{ mt: 2, width: '100%', minWidth: 0 }}>
            {props.chart}
          </Box>
        )}
        <Box sx={{ mt: 2, overflowX: 'auto' }}>{props.table}</Box>
      </CardContent>
    </Card>
  );
}
