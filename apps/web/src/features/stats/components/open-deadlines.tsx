import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminStats } from '@pidsus/shared';
import { id } from '../../../i18n/id';
import { idStats } from '../../../i18n/id-stats';
import { useCategoryAxes } from './category-axes';
import { StatsSection } from './stats-section';
import { StatsTable } from './stats-table';

const t = idStats.deadlines;

/** Open deadlines and the overdue ones among them, per category. */
export function OpenDeadlines({ deadlines }: { deadlines: AdminStats['deadlines'] }) {
  const theme = useTheme();
  const rows = deadlines.by_category;
  const axes = useCategoryAxes(rows.map((row) => id.categories[row.category]));
  return (
    <StatsSection
      title={t.title}
      hint={t.summary(deadlines.open, deadlines.overdue)}
      empty={deadlines.open === 0 ? t.empty : undefined}
      chartHeight={axes.height}
      chart={(size) => (
        <BarChart
          {...axes}
          {...size}
          series={[
            { label: t.open, data: rows.map((row) => row.open), color: theme.palette.primary.main },
            { label: t.overdue, data: rows.map((row) => row.overdue), color: theme.palette.error.main },
          ]}
        />
      )}
      table={
        <StatsTable
          caption={t.title}
          labelHeader={t.category}
          columns={[t.open, t.overdue]}
          rows={rows.map((row) => ({
            key: row.category,
            label: id.categories[row.category],
            values: [row.open, row.overdue],
          }))}
          total
        />
      }
    />
  );
}
