import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminStats } from '@pidsus/shared';
import { idStats } from '../../../i18n/id-stats';
import { weekRange, weekTick } from '../week-label';
import { StatsSection } from './stats-section';
import { StatsTable } from './stats-table';

const t = idStats.hearings;

/**
 * Hearings per ISO week: those of the period chosen (decisions §10: a month's 4 to 6, a year's 52 or 53, cut to it), or
 * 8 before this one to 8 after it without one; this week's bar and row stand out.
 */
export function HearingsPerWeek({ weeks, period }: { weeks: AdminStats['hearings_per_week']; period?: string }) {
  const theme = useTheme();
  // On a phone 17 labels do not fit: every other week is named (this week, the 9th, always is); a year's every fourth.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const every = (weeks.length > 20 ? 4 : 1) * (narrow ? 2 : 1);
  const ticks = weeks.map((week) => weekTick(week.start));
  const current = weeks.find((week) => week.offset === 0);
  return (
    <StatsSection
      title={t.title}
      hint={period ? t.periodHint(period) : t.hint}
      empty={weeks.every((week) => week.count === 0) ? (period ? t.periodEmpty(period) : t.empty) : undefined}
      legend={false}
      chartHeight={300}
      chart={(size) => (
        <BarChart
          {...size}
          xAxis={[
            {
              scaleType: 'band',
              data: ticks,
              height: 56,
              tickLabelStyle: { angle: -45, textAnchor: 'end', fontSize: 12 },
              tickLabelInterval: (_value: string, index: number) => index % every === 0,
              colorMap: {
                type: 'ordinal',
                values: current ? [weekTick(current.start)] : [],
                colors: [theme.palette.secondary.main],
                unknownColor: theme.palette.primary.main,
              },
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[{ label: t.series, data: weeks.map((week) => week.count) }]}
        />
      )}
      table={
        <StatsTable
          caption={t.title}
          labelHeader={t.week}
          columns={[t.count]}
          rows={weeks.map((week) => ({
            key: week.start,
            label: `${weekRange(week.start, week.end)}${week.offset === 0 ? ` (${t.thisWeek})` : ''}`,
            values: [week.count],
            strong: week.offset === 0,
          }))}
          total
        />
      }
    />
  );
}
