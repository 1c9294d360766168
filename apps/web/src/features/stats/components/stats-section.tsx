import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { idStats } from '../../../i18n/id-stats';
import { useLaidOutWidth } from './use-laid-out-width';

const t = idStats;

/** What a figure's chart is drawn at: the width of its place, its height, and whether MUI's legend is left out. */
export interface ChartSize {
  width: number;
  height: number;
  hideLegend: boolean;
}

/**
 * The height MUI X Charts' legend adds above a chart: its line (13 px) and the gap below it (16 px), as Chromium lays
 * them out. The chart's place keeps it from the first frame, so that nothing moves when the chart comes
 * (`admin-stats.spec.ts`).
 */
const LEGEND_LINE = 29;

/**
 * One figure of `/admin/stats`: its heading, a line of explanation, the chart (an image to assistive technology,
 * named by `title`; its numbers are read from the table) and the table with the same figures. `empty` replaces the
 * chart when there is nothing to draw. The chart is drawn at the size the section gives it (`chart(size)`): its place
 * is `chartHeight` high from the first frame, and the chart comes once the browser has laid that place out and told its
 * width (`useLaidOutWidth`), and again at each new width.
 */
export function StatsSection(props: {
  title: string;
  hint?: ReactNode;
  chartHeight: number;
  /** Whether the chart has MUI's legend above it (a line the place keeps room for); true unless said. */
  legend?: boolean;
  chart: (size: ChartSize) => ReactNode;
  empty?: string;
  table: ReactNode;
}) {
  const [chartPlace, width] = useLaidOutWidth<HTMLDivElement>();
  const legend = props.legend ?? true;
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
          <Box
            ref={chartPlace}
            role="img"
            aria-label={t.chartOf(props.title)}
            sx={{ mt: 2, width: '100%', minWidth: 0, minHeight: props.chartHeight + (legend ? LEGEND_LINE : 0) }}
          >
            {width !== null && width > 0 && props.chart({ width, height: props.chartHeight, hideLegend: !legend })}
          </Box>
        )}
        <Box sx={{ mt: 2, overflowX: 'auto' }}>{props.table}</Box>
      </CardContent>
    </Card>
  );
}
